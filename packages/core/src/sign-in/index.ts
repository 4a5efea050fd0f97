// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
export { createSignInMessageText } from './create-sign-in-message.js';
export { parseSignInMessage } from './parse-sign-in-message.js';
export type {
  CreatedSignInInput,
  CreateSignInInputParameters,
  SignInInput,
  SignInMessageFields,
} from './sign-in-input.js';
export { createSignInInput } from './sign-in-input.js';
export type { SignInOutput, VerifySignInParameters } from './verify-sign-in.js';
export { verifySignIn } from './verify-sign-in.js';
export type {
  ExpectedSignIn,
  VerifySignInMessageParameters,
} from './verify-sign-in-message.js';
export { DEFAULT_SIGN_IN_MAX_AGE_MS, verifySignInMessage } from './verify-sign-in-message.js';
