import { createHmac } from 'node:crypto';
import DateHelper from 'amazon-cognito-identity-js/lib/DateHelper';
import AuthenticationHelper from 'amazon-cognito-identity-js/lib/AuthenticationHelper';
import BigInteger from 'amazon-cognito-identity-js/lib/BigInteger';

// The client half of SRP as amazon-cognito-identity-js computes it, for tests that drive
// InitiateAuth / RespondToAuthChallenge by hand (a chosen TIMESTAMP, a tampered claim…).

export interface SrpChallengeParameters {
  SALT: string;
  SRP_B: string;
  SECRET_BLOCK: string;
  USER_ID_FOR_SRP: string;
}

/** One sign-in attempt's client state: SRP_A first, then the password claim for the server's challenge. */
export class SrpClient {
  private constructor(
    private readonly poolName: string,
    readonly srpA: string,
    private readonly helper: AuthenticationHelper,
  ) {}

  static async start(poolName: string): Promise<SrpClient> {
    const helper = new AuthenticationHelper(poolName);
    const largeA = await new Promise<BigInteger>((resolve, reject) => helper.getLargeAValue((error, value) => (error ? reject(error) : resolve(value))));
    return new SrpClient(poolName, largeA.toString(16), helper);
  }

  /** The ChallengeResponses of PASSWORD_VERIFIER, as the library would send them. */
  async passwordClaim(parameters: SrpChallengeParameters, password: string, timestamp = new DateHelper().getNowString()): Promise<Record<string, string>> {
    const key = await new Promise<Buffer>((resolve, reject) =>
      this.helper.getPasswordAuthenticationKey(
        parameters.USER_ID_FOR_SRP,
        password,
        new BigInteger(parameters.SRP_B, 16),
        new BigInteger(parameters.SALT, 16),
        (error, value) => (error ? reject(error) : resolve(value)),
      ),
    );
    const signature = createHmac('sha256', key)
      .update(
        Buffer.concat([
          Buffer.from(this.poolName),
          Buffer.from(parameters.USER_ID_FOR_SRP),
          Buffer.from(parameters.SECRET_BLOCK, 'base64'),
          Buffer.from(timestamp),
        ]),
      )
      .digest('base64');
    return {
      USERNAME: parameters.USER_ID_FOR_SRP,
      PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: signature,
    };
  }
}

/** The library's TIMESTAMP format for any date ('Tue Jun 4 09:05:07 UTC 2024'). */
export function srpTimestamp(date: Date): string {
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()];
  const two = (value: number) => String(value).padStart(2, '0');
  return `${weekday} ${month} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
