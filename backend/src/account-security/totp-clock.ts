import { Injectable } from '@nestjs/common';

/** The clock TOTP codes are checked against; its own provider so a test can hold time still. */
@Injectable()
export class TotpClock {
  nowSeconds(): number {
    return Math.floor(Date.now() / 1000);
  }
}
