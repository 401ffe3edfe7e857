import Type, { type Static, type TProperties, type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { invalidParameter } from './cognito-errors';

// Request shapes of the operations the embedded identity endpoint answers, as AWS Cognito's API
// defines them (the fields amazon-cognito-identity-js sends). Objects stay open: SDKs add fields
// such as ClientMetadata, UserContextData or AnalyticsMetadata that the endpoint ignores.

const ClientId = Type.String({ minLength: 1, maxLength: 128 });
const Username = Type.String({ minLength: 1, maxLength: 128 });
const Password = Type.String({ minLength: 1, maxLength: 256 });
const ConfirmationCode = Type.String({ minLength: 1, maxLength: 32 });
const Token = Type.String({ minLength: 1, maxLength: 8192 });
/** AuthParameters / ChallengeResponses: strings (SRP_A is 770 hex digits), or null for what the client lacks (DEVICE_KEY). */
const Parameters = Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 4096 }), Type.Null()]));

export const InitiateAuthRequestSchema = Type.Object({ AuthFlow: Type.String({ maxLength: 64 }), ClientId, AuthParameters: Parameters });
export const RespondToAuthChallengeRequestSchema = Type.Object({
  ChallengeName: Type.String({ maxLength: 64 }),
  ClientId,
  ChallengeResponses: Parameters,
  Session: Type.String({ minLength: 1, maxLength: 2048 }),
});
export const UserAttributeSchema = Type.Object({ Name: Type.String({ minLength: 1, maxLength: 64 }), Value: Type.String({ maxLength: 2048 }) });
export const SignUpRequestSchema = Type.Object({
  ClientId,
  Username,
  Password,
  UserAttributes: Type.Optional(Type.Union([Type.Array(UserAttributeSchema, { maxItems: 50 }), Type.Null()])),
});
export const ConfirmSignUpRequestSchema = Type.Object({ ClientId, Username, ConfirmationCode });
export const UsernameRequestSchema = Type.Object({ ClientId, Username });
export const ConfirmForgotPasswordRequestSchema = Type.Object({ ClientId, Username, ConfirmationCode, Password });
export const AccessTokenRequestSchema = Type.Object({ AccessToken: Token });
export const RevokeTokenRequestSchema = Type.Object({ ClientId, Token });

export type InitiateAuthRequest = Static<typeof InitiateAuthRequestSchema>;
export type RespondToAuthChallengeRequest = Static<typeof RespondToAuthChallengeRequestSchema>;
export type UserAttribute = Static<typeof UserAttributeSchema>;
export type SignUpRequest = Static<typeof SignUpRequestSchema>;
export type ConfirmSignUpRequest = Static<typeof ConfirmSignUpRequestSchema>;
export type UsernameRequest = Static<typeof UsernameRequestSchema>;
export type ConfirmForgotPasswordRequest = Static<typeof ConfirmForgotPasswordRequestSchema>;
export type AccessTokenRequest = Static<typeof AccessTokenRequestSchema>;
export type RevokeTokenRequest = Static<typeof RevokeTokenRequestSchema>;

/** The operations served, by the name after 'AWSCognitoIdentityProviderService.' in X-Amz-Target. */
export const COGNITO_OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
] as const;
export type CognitoOperation = (typeof COGNITO_OPERATIONS)[number];

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** 'AWSCognitoIdentityProviderService.InitiateAuth' → 'InitiateAuth'; anything else is refused. */
export function operationOf(target: string | undefined): CognitoOperation {
  const name = target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
  const operation = COGNITO_OPERATIONS.find((known) => known === name);
  if (!operation) throw invalidParameter(`Unsupported operation: ${target ?? '(no X-Amz-Target header)'}`);
  return operation;
}

/** A checker for one request shape; failures read like AWS's validation messages. */
export class RequestShape<Schema extends TSchema> {
  private readonly validator: Validator<TProperties, Schema>;

  constructor(schema: Schema) {
    this.validator = Compile(schema);
  }

  parse(body: unknown): Static<Schema> {
    if (this.validator.Check(body)) return body as Static<Schema>;
    const problems = this.validator.Errors(body).map((error) => {
      if (error.keyword === 'required') return `Missing required parameter ${error.params.requiredProperties.join(', ')}`;
      const path = error.instancePath.split('/').filter(Boolean).join('.') || 'request';
      return `Value at '${path}' failed to satisfy constraint: ${error.message}`;
    });
    throw invalidParameter([...new Set(problems)].slice(0, 3).join('; '));
  }
}

export const requestShapes = {
  InitiateAuth: new RequestShape(InitiateAuthRequestSchema),
  RespondToAuthChallenge: new RequestShape(RespondToAuthChallengeRequestSchema),
  SignUp: new RequestShape(SignUpRequestSchema),
  ConfirmSignUp: new RequestShape(ConfirmSignUpRequestSchema),
  ResendConfirmationCode: new RequestShape(UsernameRequestSchema),
  ForgotPassword: new RequestShape(UsernameRequestSchema),
  ConfirmForgotPassword: new RequestShape(ConfirmForgotPasswordRequestSchema),
  GetUser: new RequestShape(AccessTokenRequestSchema),
  GlobalSignOut: new RequestShape(AccessTokenRequestSchema),
  RevokeToken: new RequestShape(RevokeTokenRequestSchema),
};

export type Parameters = Static<typeof Parameters>;

/** A required entry of AuthParameters or ChallengeResponses. */
export function requiredParameter(parameters: Parameters, name: string): string {
  const value = parameters[name];
  if (typeof value !== 'string' || value === '') throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}
