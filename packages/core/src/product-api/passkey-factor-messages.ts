import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The body of `startPasskeyEnrollment` besides `environmentId`: the user's label for the
 * passkey.
 *
 * @example
 * ```ts
 * const body: StartPasskeyEnrollmentBody = { name: 'YubiKey' };
 * ```
 */
export interface StartPasskeyEnrollmentBody {
  /** Default 'Security key'. */
  readonly name?: string;
}

/**
 * What `startPasskeyEnrollment` answers: the options the browser's `navigator.credentials.create`
 * takes (in their JSON form), for the page that asked; its challenge is good once, until
 * `expiresAt`.
 *
 * @example
 * ```ts
 * const { options }: PasskeyEnrollment = await post('startPasskeyEnrollment', {});
 * const registration = await startRegistration({ optionsJSON: options });
 * ```
 */
export interface PasskeyEnrollment {
  readonly options: PublicKeyCredentialCreationOptionsJSON;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/**
 * The body of `confirmPasskeyEnrollment` besides `environmentId`: what the browser's ceremony
 * answered.
 *
 * @example
 * ```ts
 * const body: ConfirmPasskeyEnrollmentBody = { registration: await startRegistration({ optionsJSON }) };
 * ```
 */
export interface ConfirmPasskeyEnrollmentBody {
  readonly registration: RegistrationResponseJSON;
}

/**
 * The body of `startPasskeyCheck` besides `environmentId`: nothing for the signed-in session's
 * check, or the sign-in the server held for a second factor.
 *
 * @example
 * ```ts
 * const body: StartPasskeyCheckBody = { pendingSignIn };
 * ```
 */
export interface StartPasskeyCheckBody {
  readonly pendingSignIn?: string;
}

/**
 * What `startPasskeyCheck` answers: the options `navigator.credentials.get` takes (JSON form),
 * naming the user's passkey factors; its challenge is good once, for this session, until
 * `expiresAt`.
 *
 * @example
 * ```ts
 * const { options }: PasskeyCheck = await post('startPasskeyCheck', {});
 * const passkey = await startAuthentication({ optionsJSON: options });
 * ```
 */
export interface PasskeyCheck {
  readonly options: PublicKeyCredentialRequestOptionsJSON;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

export type { AuthenticationResponseJSON, RegistrationResponseJSON };
