import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn's list of ~49,000 passwords seen most often in breaches. Only those long enough to pass
// the length rule matter; built once, on first use.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8));
  return common.has(password.toLowerCase());
}
