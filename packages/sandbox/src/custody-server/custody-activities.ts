import type { ActivityHandler } from './activity-context.js';
import {
  createApiKeys,
  createAuthenticators,
  createReadWriteSession,
  deleteApiKeys,
  recoverUser,
} from './credential-activities.js';
import { emailAuth, initOtpAuth, initUserEmailRecovery, otpAuth } from './email-activities.js';
import { createOauthProviders, deleteOauthProviders, oauthLogin } from './oauth-activities.js';
import { createSubOrganization, createUsers, updateUser } from './organization-activities.js';
import { signRawPayload, signRawPayloads, signTransaction } from './signing-activities.js';
import { updateUserEmail } from './user-email-activities.js';
import { initOtp, otpLogin, verifyOtp } from './verified-email-activities.js';
import { createWallet, exportWallet, exportWalletAccount } from './wallet-activities.js';

/** The submit routes the custody server implements, by path name. */
export const ACTIVITY_HANDLERS: Record<string, ActivityHandler> = {
  create_sub_organization: createSubOrganization,
  create_users: createUsers,
  create_api_keys: createApiKeys,
  create_authenticators: createAuthenticators,
  create_wallet: createWallet,
  sign_raw_payload: signRawPayload,
  sign_raw_payloads: signRawPayloads,
  sign_transaction: signTransaction,
  create_read_write_session: createReadWriteSession,
  export_wallet: exportWallet,
  export_wallet_account: exportWalletAccount,
  email_auth: emailAuth,
  init_user_email_recovery: initUserEmailRecovery,
  init_otp_auth: initOtpAuth,
  init_otp: initOtp,
  verify_otp: verifyOtp,
  otp_login: otpLogin,
  otp_auth: otpAuth,
  recover_user: recoverUser,
  delete_api_keys: deleteApiKeys,
  update_user: updateUser,
  update_user_email: updateUserEmail,
  create_oauth_providers: createOauthProviders,
  delete_oauth_providers: deleteOauthProviders,
  oauth_login: oauthLogin,
};

/** Activity types each route accepts (the versions current clients send, and older ones). */
export const ACTIVITY_TYPES: Record<string, readonly string[]> = {
  create_sub_organization: [
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V6',
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V5',
  ],
  create_users: ['ACTIVITY_TYPE_CREATE_USERS_V3', 'ACTIVITY_TYPE_CREATE_USERS_V2'],
  create_api_keys: ['ACTIVITY_TYPE_CREATE_API_KEYS_V2', 'ACTIVITY_TYPE_CREATE_API_KEYS'],
  create_authenticators: ['ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2'],
  create_wallet: ['ACTIVITY_TYPE_CREATE_WALLET'],
  sign_raw_payload: ['ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2'],
  sign_raw_payloads: ['ACTIVITY_TYPE_SIGN_RAW_PAYLOADS'],
  sign_transaction: ['ACTIVITY_TYPE_SIGN_TRANSACTION_V2'],
  create_read_write_session: ['ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2'],
  export_wallet: ['ACTIVITY_TYPE_EXPORT_WALLET'],
  export_wallet_account: ['ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT'],
  update_user: ['ACTIVITY_TYPE_UPDATE_USER'],
  update_user_email: ['ACTIVITY_TYPE_UPDATE_USER_EMAIL'],
  delete_api_keys: ['ACTIVITY_TYPE_DELETE_API_KEYS'],
  email_auth: [
    'ACTIVITY_TYPE_EMAIL_AUTH_V3',
    'ACTIVITY_TYPE_EMAIL_AUTH_V2',
    'ACTIVITY_TYPE_EMAIL_AUTH',
  ],
  init_user_email_recovery: [
    'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
    'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY',
  ],
  init_otp: ['ACTIVITY_TYPE_INIT_OTP_V2', 'ACTIVITY_TYPE_INIT_OTP'],
  verify_otp: ['ACTIVITY_TYPE_VERIFY_OTP'],
  otp_login: ['ACTIVITY_TYPE_OTP_LOGIN'],
  init_otp_auth: [
    'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
    'ACTIVITY_TYPE_INIT_OTP_AUTH_V2',
    'ACTIVITY_TYPE_INIT_OTP_AUTH',
  ],
  otp_auth: ['ACTIVITY_TYPE_OTP_AUTH'],
  recover_user: ['ACTIVITY_TYPE_RECOVER_USER'],
  create_oauth_providers: ['ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS'],
  delete_oauth_providers: ['ACTIVITY_TYPE_DELETE_OAUTH_PROVIDERS'],
  oauth_login: ['ACTIVITY_TYPE_OAUTH_LOGIN'],
};

/**
 * Activities a parent organization's credentials may submit for a sub-organization (a host's
 * backend starting a login or recovery for its user); everything else must come from inside.
 */
export const PARENT_SUBMITTABLE = new Set([
  'create_sub_organization',
  'email_auth',
  'init_user_email_recovery',
  'init_otp_auth',
  'otp_auth',
  'otp_login',
  'oauth_login',
]);
