// Typings for the parts of amazon-cognito-identity-js that tests use but the package's
// index.d.ts leaves out (its SRP helper and big integers), see srp-client.ts.

declare module 'amazon-cognito-identity-js/lib/BigInteger' {
  export default class BigInteger {
    constructor(value: string, radix: number);
    toString(radix: number): string;
  }
}

declare module 'amazon-cognito-identity-js/lib/AuthenticationHelper' {
  import type BigInteger from 'amazon-cognito-identity-js/lib/BigInteger';

  export default class AuthenticationHelper {
    constructor(poolName: string);
    getLargeAValue(callback: (error: unknown, value: BigInteger) => void): void;
    getPasswordAuthenticationKey(
      username: string,
      password: string,
      serverB: BigInteger,
      salt: BigInteger,
      callback: (error: unknown, key: Buffer) => void,
    ): void;
  }
}

declare module 'amazon-cognito-identity-js/lib/DateHelper' {
  export default class DateHelper {
    /** 'Tue Jun 4 09:05:07 UTC 2024' */
    getNowString(): string;
  }
}
