/**
 * Generated from the backend OpenAPI document by `npm run api:types`. Do not edit by hand:
 * change the backend DTOs and controllers, then regenerate.
 */
export interface paths {
  '/api/account/2fa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Two-factor sign-in status */
    get: operations['TwoFactorController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/2fa/totp/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off the authenticator app */
    post: operations['TwoFactorController_disable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/2fa/totp/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn on the authenticator app with a first code */
    post: operations['TwoFactorController_enable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/2fa/totp/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start setting up an authenticator app */
    post: operations['TwoFactorController_setup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your account's activity log */
    get: operations['AccountDataController_activityPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download my data */
    get: operations['AccountDataController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export/download/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a copy of my data built in the background */
    get: operations['AccountDataController_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** State of a copy of my data being built */
    get: operations['AccountDataController_exportStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your passkeys */
    get: operations['PasskeysController_list'];
    put?: never;
    /** Add a passkey */
    post: operations['PasskeysController_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a passkey */
    delete: operations['PasskeysController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Options to create a passkey */
    post: operations['PasskeysController_options'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your signed-in devices */
    get: operations['DeviceSessionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions/{handle}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one device */
    delete: operations['DeviceSessionsController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions/revoke-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out every other device */
    post: operations['DeviceSessionsController_revokeOthers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/payfast/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** PayFast payment notification (ITN) */
    post: operations['PayfastNotifyController_notify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Billing settings shown to clients */
    get: operations['BillingSettingsController_settings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your businesses
     * @description Every client business you act for, with your role in each.
     */
    get: operations['BusinessesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the business's data
     * @description Owners only; one copy of a business an hour for each owner.
     */
    get: operations['BusinessDataController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the business's open invitations
     * @description Owners only; accepted and revoked ones are not listed.
     */
    get: operations['BusinessInvitationsController_list'];
    put?: never;
    /**
     * Invite someone to the business
     * @description Owners only. Mails a link that works once for 7 days; inviting the same address again replaces the earlier link.
     */
    post: operations['BusinessInvitationsController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an invitation
     * @description Owners only; the link stops working at once.
     */
    delete: operations['BusinessInvitationsController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a business's people
     * @description Owners only.
     */
    get: operations['BusinessesController_members'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/businesses/{id}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member, or leave
     * @description An owner removes anyone; any member removes themselves (leaves). The last owner cannot go. Access ends at once.
     */
    delete: operations['BusinessesController_remove'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Owners only. The last owner cannot be given another role.
     */
    patch: operations['BusinessesController_changeRole'];
    trace?: never;
  };
  '/api/businesses/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The business you act for now
     * @description With your role and what it allows.
     */
    get: operations['BusinessesController_currentOne'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/calendar-feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A private calendar feed (iCalendar) of your tax calendar
     * @description One link per person, covering the obligations of every business you belong to. A new link replaces the old one, which stops working at once.
     */
    post: operations['ComplianceController_issueFeed'];
    /** Turn your calendar feed off: its link stops working */
    delete: operations['ComplianceController_revokeFeed'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/calendar/{token}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A tax calendar as iCalendar (RFC 5545), for calendar apps
     * @description Public: the token from POST /api/compliance/calendar-feed is the key. One all-day event per obligation, on its due date.
     */
    get: operations['CalendarFeedController_feed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/obligations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business's SARS and CIPC obligations due in a window, earliest first */
    get: operations['ComplianceController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/obligations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Attach the documents that prove an obligation (a proof of payment, the submitted return) */
    patch: operations['ComplianceController_updateProof'];
    trace?: never;
  };
  '/api/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your conversations */
    get: operations['ConversationsController_list'];
    put?: never;
    /** Start a conversation with the firm */
    post: operations['ConversationsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a conversation */
    get: operations['ConversationsController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reply in a conversation */
    post: operations['ConversationsController_reply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a conversation read */
    post: operations['ConversationsController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count unread messages */
    get: operations['ConversationsController_unreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/document-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the firm's requests for documents */
    get: operations['DocumentRequestsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your documents */
    get: operations['DocumentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download one of your documents */
    get: operations['DocumentsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/firm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List documents from the firm */
    get: operations['FirmDocumentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/firm/{id}/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Acknowledge a document from the firm */
    post: operations['FirmDocumentsController_acknowledge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/firm/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a document from the firm */
    get: operations['FirmDocumentsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/firm/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a document from the firm read */
    post: operations['FirmDocumentsController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/storage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business's storage use and quota */
    get: operations['StorageUsageController_usage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload documents */
    post: operations['DocumentsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an email address */
    post: operations['EmailVerificationController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/email/verify/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the confirmation mail again */
    post: operations['EmailVerificationController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List employees */
    get: operations['EmployeesController_list'];
    put?: never;
    /** Add an employee */
    post: operations['EmployeesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/employees/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an employee */
    delete: operations['EmployeesController_remove'];
    options?: never;
    head?: never;
    /** Change an employee's details */
    patch: operations['EmployeesController_update'];
    trace?: never;
  };
  '/api/engagement-letters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the business's engagement letters */
    get: operations['EngagementLettersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engagement-letters/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an engagement letter (records the first view) */
    get: operations['EngagementLettersController_open'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engagement-letters/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an engagement letter as PDF */
    get: operations['EngagementLettersController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engagement-letters/{id}/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign an engagement letter */
    post: operations['EngagementLettersController_sign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/engagement-letters/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check whether a PDF is an original signed engagement letter */
    post: operations['LetterVerificationController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Health of the service */
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What an invitation link is for
     * @description Public: the business name, the role and the address invited, nothing else.
     */
    get: operations['InvitationsController_preview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation
     * @description Signed in with the confirmed address invited. The business becomes the one this session acts for.
     */
    post: operations['InvitationsController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your invoices */
    get: operations['InvoicesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an invoice */
    get: operations['InvoicesController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/payfast': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PayFast form for paying an invoice */
    get: operations['InvoicesController_payfastForm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an invoice as PDF */
    get: operations['InvoicesController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/proof-of-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach proof of payment to an invoice */
    post: operations['InvoicesController_proof'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a passkey */
    post: operations['SignInStepsController_passkey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Options to sign in with a passkey */
    post: operations['SignInStepsController_passkeyOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish signing in with a second factor */
    post: operations['SignInStepsController_secondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dashboard overview */
    get: operations['OverviewController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a password reset link */
    post: operations['PasswordResetController_forgot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password/remove-passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove every passkey with the link from a password reset */
    post: operations['PasskeyRemovalController_removeAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password from a reset link */
    post: operations['PasswordResetController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your payments */
    get: operations['PaymentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a client account */
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the service packages */
    get: operations['CatalogueController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session/business': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Choose the business you act for
     * @description Every client route then acts on it, in this session.
     */
    put: operations['SessionBusinessController_select'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List client assignments */
    get: operations['StaffTeamController_listAssignments'];
    put?: never;
    /** Assign a client to an accountant */
    post: operations['StaffTeamController_assign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/assignments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End a client assignment */
    delete: operations['StaffTeamController_unassign'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/attention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What needs attention */
    get: operations['StaffAttentionController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/billing/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Billing overview of the clients in scope */
    get: operations['StaffInvoicesController_billingOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List clients */
    get: operations['StaffClientsController_list'];
    put?: never;
    /**
     * Onboard a client
     * @description Creates the business and mails its first owner an invitation.
     */
    post: operations['StaffOnboardingController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a client's record */
    get: operations['StaffClientsController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a conversation with a client */
    post: operations['StaffConversationsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/document-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a client's document requests */
    get: operations['StaffRequestsController_listForClient'];
    put?: never;
    /** Request a document from a client */
    post: operations['StaffRequestsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/document-requests/{requestId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a document request */
    delete: operations['StaffRequestsController_cancel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/documents/{documentId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a client's document */
    get: operations['StaffDocumentsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/documents/{documentId}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Review a client's document */
    patch: operations['StaffDocumentsController_review'];
    trace?: never;
  };
  '/api/staff/clients/{clientId}/firm-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List documents published to a client */
    get: operations['StaffFirmDocumentsController_list'];
    put?: never;
    /** Publish a document to a client */
    post: operations['StaffFirmDocumentsController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a client's invoices */
    get: operations['StaffInvoicesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List internal notes on a client */
    get: operations['StaffNotesController_list'];
    put?: never;
    /** Add an internal note on a client */
    post: operations['StaffNotesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an internal note */
    delete: operations['StaffNotesController_remove'];
    options?: never;
    head?: never;
    /** Change an internal note */
    patch: operations['StaffNotesController_update'];
    trace?: never;
  };
  '/api/staff/clients/{clientId}/proposals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a client a proposal (an engagement letter to sign) */
    post: operations['StaffEngagementController_propose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/clients/{clientId}/subscriptions/{subscriptionId}/start-on-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a subscription on account, before its invoice is paid (admins) */
    post: operations['StaffBillingController_startOnAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/compliance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Obligations of the clients in scope due in a window, earliest first */
    get: operations['StaffComplianceController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/compliance/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set an obligation's status, PRN, amount, note or proof */
    patch: operations['StaffComplianceController_update'];
    trace?: never;
  };
  '/api/staff/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Conversations inbox */
    get: operations['StaffConversationsController_inbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a conversation with its internal notes */
    get: operations['StaffConversationsController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Assign or close a conversation */
    patch: operations['StaffConversationsController_update'];
    trace?: never;
  };
  '/api/staff/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reply or add an internal note */
    post: operations['StaffConversationsController_post'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a conversation read */
    post: operations['StaffConversationsController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/conversations/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count unread client messages */
    get: operations['StaffConversationsController_unreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/document-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List document requests of the clients in scope */
    get: operations['StaffRequestsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review queue of uploaded documents */
    get: operations['StaffDocumentsController_queue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/engagement-letters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List engagement letters of the clients in scope */
    get: operations['StaffEngagementController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/engagement-letters/{id}/countersign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Countersign a signed engagement letter */
    post: operations['StaffEngagementController_countersign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/engagement-letters/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an engagement letter as PDF */
    get: operations['StaffEngagementController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/engagement-letters/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw an engagement letter the client has not signed */
    post: operations['StaffEngagementController_withdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/enquiries/{id}/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite a sign-up enquiry as a client
     * @description Creates a business in the enquiry's business name (or the one given) and mails its sender an invitation as owner; the enquiry keeps a link to it.
     */
    post: operations['StaffOnboardingController_inviteEnquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/enquiries/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List contact enquiries */
    get: operations['StaffEnquiriesController_listContact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/enquiries/contact/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a contact enquiry read */
    patch: operations['StaffEnquiriesController_setRead'];
    trace?: never;
  };
  '/api/staff/enquiries/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List sign-up enquiries */
    get: operations['StaffEnquiriesController_listWaitlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/enquiries/waitlist/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a sign-up enquiry contacted */
    patch: operations['StaffEnquiriesController_setContacted'];
    trace?: never;
  };
  '/api/staff/invoices/{id}/credit-notes/{noteId}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a credit note as PDF */
    get: operations['StaffInvoicesController_creditNotePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/invoices/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an invoice paid */
    post: operations['StaffInvoicesController_markPaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a client's invoice as PDF */
    get: operations['StaffInvoicesController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/invoices/{id}/proof-of-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an invoice's proof of payment */
    get: operations['StaffInvoicesController_proof'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/invoices/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund an invoice with a credit note */
    post: operations['StaffInvoicesController_refund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/invoices/{id}/void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Void an invoice */
    post: operations['StaffInvoicesController_void'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/job-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job templates, by name */
    get: operations['JobTemplatesController_list'];
    put?: never;
    /** Create a job template (admins) */
    post: operations['JobTemplatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/job-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a job template (admins); jobs already made keep their checklist */
    patch: operations['JobTemplatesController_update'];
    trace?: never;
  };
  '/api/staff/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Jobs of the clients in scope, overdue first, then by due date ("My work" is assigneeId=me) */
    get: operations['StaffWorkController_list'];
    put?: never;
    /** Create a one-off job for a client; its client tasks go out at once */
    post: operations['StaffWorkController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One job with its whole checklist (internal items included) and notes */
    get: operations['StaffWorkController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Move a job, change its assignee or due date, record the PRN when done, add a note */
    patch: operations['StaffWorkController_update'];
    trace?: never;
  };
  '/api/staff/jobs/{id}/checklist/{itemId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tick a checklist item of a job */
    post: operations['StaffWorkController_complete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your staff notifications */
    get: operations['StaffNotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a notification read */
    patch: operations['StaffNotificationsController_markRead'];
    trace?: never;
  };
  '/api/staff/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark every notification read */
    patch: operations['StaffNotificationsController_markAllRead'];
    trace?: never;
  };
  '/api/staff/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List outgoing mail */
    get: operations['StaffOutboxController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/outbox/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed mail again */
    post: operations['StaffOutboxController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Match a bank statement to open invoices */
    post: operations['StaffReconciliationController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/reconciliation/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a statement's matched invoices paid */
    post: operations['StaffReconciliationController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the firm's staff */
    get: operations['StaffTeamController_list'];
    put?: never;
    /** Add a staff member */
    post: operations['StaffTeamController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/team/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a staff member's role */
    patch: operations['StaffTeamController_changeRole'];
    trace?: never;
  };
  '/api/staff/team/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivate a staff member */
    post: operations['StaffTeamController_deactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/team/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reactivate a staff member */
    post: operations['StaffTeamController_reactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/team/{id}/two-factor/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset a staff member's two-factor sign-in */
    post: operations['StaffTwoFactorResetController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/work-digest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether you get the daily mail of your jobs due in the next 3 business days and the overdue ones */
    get: operations['StaffWorkController_digest'];
    /** Turn the daily work digest on or off */
    put: operations['StaffWorkController_setDigest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/workload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per staff member: open and overdue jobs, due this week and next week */
    get: operations['StaffWorkController_workload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List your subscriptions */
    get: operations['SubscriptionsController_list'];
    put?: never;
    /** Subscribe to a package (sends its engagement letter) */
    post: operations['PurchaseController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Turn auto-renewal on or off */
    patch: operations['SubscriptionsController_update'];
    trace?: never;
  };
  '/api/subscriptions/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a subscription at its renewal date */
    post: operations['SubscriptionsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change package: an upgrade now, a downgrade from the next period */
    post: operations['SubscriptionsController_change'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/change-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preview a change of package */
    get: operations['SubscriptionsController_changePreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resume a canceled subscription */
    post: operations['SubscriptionsController_resume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your profile */
    get: operations['AccountController_me'];
    put?: never;
    post?: never;
    /** Delete your account */
    delete: operations['AccountController_deleteAccount'];
    options?: never;
    head?: never;
    /** Change your profile */
    patch: operations['AccountController_updateProfile'];
    trace?: never;
  };
  '/api/user/change-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change your email address */
    post: operations['AccountController_changeEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change your password */
    post: operations['AccountController_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/notification-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your notification settings */
    get: operations['NotificationPreferencesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change your notification settings */
    patch: operations['NotificationPreferencesController_update'];
    trace?: never;
  };
  '/api/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an enquiry */
    post: operations['WaitlistController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/waitlist/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an enquiry check question */
    get: operations['WaitlistController_challenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/work': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This period's work for your business and what is waiting on you (no internal steps) */
    get: operations['ClientWorkController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AcceptInvitationDto: {
      /** @description The token from the invitation link */
      token: string;
    };
    AccountActivityDto: {
      /**
       * @description The recorded action
       * @example two-factor-enabled
       */
      action: string;
      /** Format: date-time */
      at: string;
      /** @example Chrome 142 on Windows 10 */
      device: string | null;
      /** @description The document concerned */
      fileName: string | null;
      id: number;
      /** @description For your own actions; never shown for a staff member */
      ip: string | null;
      kind: components['schemas']['ActivityKind'];
      /** @description The staff member who opened a document */
      staffName: string | null;
      /** @example accountant */
      staffRole: string | null;
      /**
       * @description The action in words
       * @example Turned on two-factor sign-in
       */
      summary: string;
    };
    AccountActivityPageDto: {
      items: components['schemas']['AccountActivityDto'][];
      limit: number;
      offset: number;
      total: number;
    };
    AccountantDto: {
      /** @example nomsa@tablebay.example */
      email: string;
      /**
       * @description Up to two letters for the avatar
       * @example ND
       */
      initials: string;
      /** @example Nomsa Dlamini */
      name: string;
      phone: string | null;
    };
    AccountMessageDto: {
      /** @example Password updated */
      message: string;
    };
    /** @enum {string} */
    ActivityKind: 'sign-in' | 'security' | 'document' | 'records' | 'staff-access';
    AddPasskeyDto: {
      /** @example Work laptop */
      name: string;
      /** @description The browser's registration response (RegistrationResponseJSON) */
      response: {
        [key: string]: unknown;
      };
    };
    /** @enum {string} */
    AnnualRevenue: 'under_1m' | '1m_5m' | '5m_10m' | '10m_20m' | '20m_50m' | 'over_50m';
    AssignableStaffDto: {
      id: number;
      name: string;
      role: components['schemas']['StaffRole'];
    };
    AttentionItemDto: {
      /** @description proofs_of_payment: the invoice total in cents, VAT included */
      amountCents: number | null;
      /**
       * Format: date-time
       * @description When it happened: joined, proof uploaded, oldest unread message written, document uploaded; null for a job (see dueDate)
       */
      at: string | null;
      /**
       * @description The client business it belongs to
       * @example 7
       */
      clientId: number;
      /**
       * @description The client business's name
       * @example Nkosi Catering
       */
      clientName: string;
      /**
       * Format: date
       * @description Jobs: the firm's own deadline (yyyy-MM-dd)
       */
      dueDate: string | null;
      /**
       * @description What the item is about: the job, person (new_people), invoice, conversation or document, by its id
       * @example 42
       */
      id: number;
      /** @description new_people: signed up, or accepted an invitation */
      joinedBy: (string & components['schemas']['JoinKind']) | null;
      /** @description new_people: their role in the business */
      role: (string & components['schemas']['ClientRole']) | null;
      /**
       * @description The item as staff name it: the job's title, the person's name, the invoice number, the conversation's subject, the file name
       * @example INV-000123
       */
      title: string;
      /** @description unread_messages: client messages in it you have not read */
      unread: number | null;
    };
    /** @enum {string} */
    AttentionKind:
      | 'overdue_jobs'
      | 'jobs_due_this_week'
      | 'new_people'
      | 'proofs_of_payment'
      | 'unread_messages'
      | 'documents_to_review'
      | 'unsigned_letters';
    AttentionResponseDto: {
      /** @description Every section, in the order the overview shows them, empty ones included */
      sections: components['schemas']['AttentionSectionDto'][];
    };
    AttentionSectionDto: {
      /**
       * @description How many there are in all, in your scope
       * @example 3
       */
      count: number;
      /** @description The first 5, the one waiting longest (or newest, for new_people) first */
      items: components['schemas']['AttentionItemDto'][];
      kind: components['schemas']['AttentionKind'];
      /**
       * Format: date-time
       * @description For a section over a time window (new_people): where the window starts; null otherwise
       */
      since: string | null;
    };
    AwaitingOwnerDto: {
      /** @example naledi@example.co.za */
      email: string;
      /** @description The link has expired: the owner cannot accept it any more */
      expired: boolean;
      /** Format: date-time */
      expiresAt: string;
      /**
       * @description The invitee's full name, as staff gave it
       * @example Naledi Khumalo
       */
      name: string | null;
    };
    BankDetailsDto: {
      accountHolder: string;
      accountNumber: string;
      /** @example Business cheque */
      accountType: string;
      /** @example First National Bank */
      bankName: string;
      branchCode: string;
    };
    BillingOverviewResponseDto: {
      /** @description Open invoices, oldest due first (at most 100) */
      open: components['schemas']['StaffInvoiceResponseDto'][];
      /** @description Rand owed on issued invoices (overdue included) */
      outstanding: number;
      outstandingCount: number;
      /** @description Rand owed on invoices past their due date */
      overdue: number;
      overdueCount: number;
      /** @description Rand received this calendar month (Johannesburg time) */
      paidThisMonth: number;
      paidThisMonthCount: number;
    };
    BillingSettingsResponseDto: {
      /** @description Card and instant EFT through PayFast are offered */
      payfastAvailable: boolean;
      /**
       * @description Days from an invoice to its due date
       * @example 7
       */
      paymentTermsDays: number;
      /** @description The firm is VAT-registered: prices include VAT at 15% and invoices are tax invoices */
      vatRegistered: boolean;
    };
    BusinessSummaryDto: {
      /** @description Whether this is the business the session acts for */
      current: boolean;
      /** @example 17 */
      id: number;
      /** @example Mokoena Interiors (Pty) Ltd */
      name: string;
      /**
       * @description The caller's role in the business
       * @enum {string}
       */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
      /** @description Whether the caller is its only owner: closing their account closes this business and deletes its data */
      soleOwner: boolean;
    };
    /** @enum {string} */
    BusinessType:
      'sole_proprietorship' | 'partnership' | 'private_company' | 'public_company' | 'non_profit' | 'close_corporation' | 'trust' | 'other';
    CalendarFeedDto: {
      /**
       * @description The private link to subscribe to in a calendar app; whoever has it can read the calendar. Shown once: only its hash is kept
       * @example https://portal.example.co.za/api/compliance/calendar/3q2-7wD…ics
       */
      url: string;
    };
    ChangeEmailDto: {
      /** @example thandi@example.co.za */
      newEmail: string;
      /** @description The current password, to confirm it is really the account holder */
      password: string;
    };
    ChangeMemberRoleDto: {
      /** @enum {string} */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
    };
    ChangePackageDto: {
      /** @description Id of the catalogue package to move to (GET /api/services) */
      serviceId: number;
    };
    ChangePackageResponseDto: {
      /**
       * Format: date-time
       * @description When the new package takes effect
       */
      effectiveFrom: string;
      /** @description The upgrade's invoice for the difference; null otherwise */
      invoice: components['schemas']['InvoiceResponseDto'] | null;
      subscription: components['schemas']['SubscriptionResponseDto'];
    };
    ChangePasswordDto: {
      currentPassword: string;
      /** @description Not a common password, and not containing the username or the email name */
      newPassword: string;
    };
    ChangePreviewResponseDto: {
      /**
       * @description Rand to pay now, VAT included (0: nothing)
       * @example 1625.81
       */
      amount: number;
      /**
       * Format: date-time
       * @description When the new package takes effect
       */
      effectiveFrom: string;
      from: components['schemas']['PackageSummaryDto'];
      /** @description upgrade: now, with an invoice for the difference; downgrade: from effectiveFrom; same-price: now, nothing to pay; keep: a scheduled downgrade called off */
      kind: components['schemas']['PackageChangeKind'];
      /**
       * @description The next month's whole difference, in amount when that month was already invoiced
       * @example 0
       */
      nextPeriodAmount: number;
      /**
       * @description Days of the current period (upgrades)
       * @example 31
       */
      periodDays: number;
      /**
       * Format: date-time
       * @description The current period: its first day
       */
      periodStart: string;
      /**
       * @description Days left of it, today included (upgrades)
       * @example 21
       */
      remainingDays: number;
      /**
       * Format: date-time
       * @description The current period ends (and the next begins) then
       */
      renewalDate: string;
      to: components['schemas']['PackageSummaryDto'];
      /**
       * @description VAT included in amount (0 when the firm is not VAT-registered)
       * @example 212.06
       */
      vat: number;
    };
    ChangeStaffRoleDto: {
      role: components['schemas']['StaffRole'];
    };
    /**
     * @description `internal`: the firm’s own step, never shown to the client; `document_request` or `question`: a client task
     * @enum {string}
     */
    ChecklistItemKind: 'internal' | 'document_request' | 'question';
    ChecklistItemTemplateDto: {
      /** @description document_request: what exactly to send; question: the question the client is asked (required for both) */
      description?: string | null;
      /** @description document_request only: the category the client uploads under */
      documentCategory?: (string & components['schemas']['DocumentCategory']) | null;
      /** @description Client tasks: business days the client has after the task is sent (5 when left out), never past the job’s due date */
      dueInBusinessDays?: number | null;
      /** @description `internal`: the firm’s own step, never shown to the client; `document_request` or `question`: a client task */
      kind: components['schemas']['ChecklistItemKind'];
      /**
       * @description What the step is
       * @example Reconcile the bank accounts
       */
      title: string;
    };
    ClientAssignmentResponseDto: {
      accountantId: number;
      /** @description Accountant's display name */
      accountantName: string | null;
      /** Format: date-time */
      assignedAt: string;
      /** @description Admin who made the assignment */
      assignedBy: number | null;
      /** @description The client business */
      clientId: number;
      /** @description The client business's name */
      clientName: string | null;
      id: number;
      /** @description false once unassigned (kept for the history) */
      isActive: boolean;
      notes: string | null;
    };
    ClientBusinessResponseDto: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      name: string;
    };
    ClientDetailResponseDto: {
      /** @description Active assignments */
      assignments: components['schemas']['ClientAssignmentResponseDto'][];
      /** @description Set while a business onboarded by staff has no member yet: the owner invited, who has not accepted */
      awaitingOwner: components['schemas']['AwaitingOwnerDto'] | null;
      business: components['schemas']['ClientBusinessResponseDto'];
      /** @description Newest upload first */
      documents: components['schemas']['StaffDocumentResponseDto'][];
      employees: components['schemas']['EmployeeResponseDto'][];
      /** @description Newest payment date first */
      payments: components['schemas']['StaffPaymentResponseDto'][];
      /** @description Owners first, then by when they joined */
      people: components['schemas']['ClientPersonResponseDto'][];
      /** @description The first owner's account with the business's company profile; null while a business onboarded by staff awaits its first owner */
      profile: components['schemas']['ClientProfileResponseDto'] | null;
      /** @description Newest first */
      requests: components['schemas']['DocumentRequestResponseDto'][];
      /** @description Newest first */
      subscriptions: components['schemas']['StaffSubscriptionResponseDto'][];
    };
    ClientJobDto: {
      /**
       * @description The stage in plain words
       * @example We’re preparing your VAT return for Sep–Oct 2026
       */
      description: string;
      id: number;
      /** @example Sep–Oct 2026 */
      period: string | null;
      stage: components['schemas']['JobStage'];
      /** @description What the firm asked the client for in this job */
      tasks: components['schemas']['ClientTaskDto'][];
      /** @example VAT201 Sep–Oct 2026 */
      title: string;
    };
    ClientNoteResponseDto: {
      /** @description null once the author’s account is gone */
      authorId: number | null;
      authorName: string | null;
      /** @description Whether the signed-in staff member may edit it (authors only) */
      canEdit: boolean;
      clientId: number;
      content: string;
      /** Format: date-time */
      createdAt: string;
      id: number;
      isPrivate: boolean;
      /** Format: date-time */
      updatedAt: string;
    };
    ClientPageResponseDto: {
      items: components['schemas']['ClientSummaryResponseDto'][];
      limit: number;
      offset: number;
      /** @description Matching clients in all pages */
      total: number;
    };
    ClientPersonResponseDto: {
      email: string;
      /** Format: date-time */
      lastSignInAt: string | null;
      /** @description Full name, else the username */
      name: string;
      role: components['schemas']['ClientRole'];
      /** @description An authenticator app is confirmed for their sign-in */
      twoFactorEnabled: boolean;
      userId: number;
    };
    ClientProfileResponseDto: {
      address: string | null;
      annualRevenue: (string & components['schemas']['AnnualRevenue']) | null;
      businessType: (string & components['schemas']['BusinessType']) | null;
      city: string | null;
      company: string | null;
      country: string;
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** @description Whether the current email address was confirmed through its link */
      emailVerified: boolean;
      firstName: string | null;
      id: number;
      isProfileComplete: boolean;
      /** Format: date-time */
      lastLogin: string | null;
      lastName: string | null;
      numberOfEmployees: number | null;
      phone: string | null;
      postalCode: string | null;
      registrationNumber: string | null;
      /**
       * Format: date-time
       * @description When the terms of service and the privacy policy were accepted (at registration)
       */
      termsAcceptedAt: string | null;
      /** @description The version of those texts that was accepted */
      termsVersion: string | null;
      /** Format: date-time */
      updatedAt: string;
      username: string;
      vatNumber: string | null;
    };
    /**
     * @description new_people: their role in the business
     * @enum {string}
     */
    ClientRole: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
    ClientSummaryResponseDto: {
      /** @description Package title of the active subscription */
      activeSubscription: string | null;
      /** @description Set while a business onboarded by staff has no member yet */
      awaitingOwner: components['schemas']['AwaitingOwnerDto'] | null;
      /** @description The business's name */
      businessName: string;
      company: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Documents with status pending */
      documentsAwaitingReview: number;
      email: string;
      /** @description The client business; /staff/clients/{id} */
      id: number;
      isProfileComplete: boolean;
      /** Format: date-time */
      lastLogin: string | null;
      /** @description The first owner's full name, else their username (the invitee's name, else email, while awaiting them) */
      name: string;
      /** @description Pending plus overdue document requests */
      openRequests: number;
      /** @description How many people act for the business */
      peopleCount: number;
      phone: string | null;
      /** @description Null while the business awaits its first owner */
      username: string | null;
    };
    ClientTaskDto: {
      /** @description question: answer it in /dashboard/messages/{conversationId} */
      conversationId: number | null;
      /** @description What to send, or the question */
      description: string | null;
      /** @description The client has answered it */
      done: boolean;
      kind: components['schemas']['ClientTaskKind'];
      /** @description document_request: answer it at /dashboard/uploads?requestId= */
      requestId: number | null;
      /** @example Bank statements for Sep–Oct 2026 */
      title: string;
    };
    /** @enum {string} */
    ClientTaskKind: 'document_request' | 'question';
    ClientWorkDto: {
      /** @description Jobs under way or started soon, and those done in the last 31 days */
      jobs: components['schemas']['ClientJobDto'][];
      /** @description Every task still waiting on the client, across the jobs */
      waitingOnYou: components['schemas']['ClientTaskDto'][];
    };
    ContactEnquiryDto: {
      /**
       * @description Checked, never stored
       * @enum {boolean}
       */
      acceptTerms: true;
      business?: string | null;
      /**
       * @description Answer to the arithmetic question of `captchaToken`; checked by the server, never stored
       * @example 7
       */
      captcha: string;
      /** @description The token of the question from GET /api/waitlist/challenge */
      captchaToken?: string | null;
      /** @example thandi@example.co.za */
      email: string;
      interest?: components['schemas']['EnquiryInterestChoice'];
      message: string;
      /** @example Thandi Nkosi */
      name: string;
      phone?: string | null;
      /** @description The interest value again, or empty; not stored separately */
      services?: components['schemas']['EnquiryInterestChoice'];
    };
    ContactEnquiryResponseDto: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      id: number;
      isRead: boolean;
      message: string;
      name: string;
      phone: string | null;
      subject: string;
    };
    ContactPageResponseDto: {
      items: components['schemas']['ContactEnquiryResponseDto'][];
      limit: number;
      offset: number;
      /** @description Matching messages in all pages */
      total: number;
      /** @description Unread messages, whatever the filters (for the badge) */
      unreadCount: number;
    };
    ConversationDetailDto: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      /** @description Oldest first */
      messages: components['schemas']['MessageDto'][];
      status: components['schemas']['ConversationStatus'];
      subject: string;
      /** @description Messages from the firm you have not read yet */
      unreadCount: number;
    };
    ConversationPageDto: {
      items: components['schemas']['ConversationSummaryDto'][];
      limit: number;
      offset: number;
      total: number;
    };
    /** @enum {string} */
    ConversationStatus: 'open' | 'closed';
    ConversationSummaryDto: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      lastMessage: components['schemas']['LastMessageDto'] | null;
      /** Format: date-time */
      lastMessageAt: string;
      status: components['schemas']['ConversationStatus'];
      subject: string;
      /** @description Messages from the firm you have not read yet */
      unreadCount: number;
    };
    CreateAssignmentDto: {
      accountantId: number;
      clientId: number;
      notes?: string | null;
    };
    CreateClientNoteDto: {
      content: string;
      /**
       * @description Private: only the author (and admins) see it; otherwise every staff member who sees the client
       * @default true
       */
      isPrivate: boolean;
    };
    CreateConversationDto: {
      /** @description Plain text; never interpreted as HTML */
      body: string;
      /** @description Required with attachments: the category the files are filed under in Documents */
      category?: components['schemas']['DocumentCategory'];
      /** @description multipart/form-data only: up to 10 files of at most 10MB each, repeated in this field */
      files?: string[];
      subject: string;
    };
    CreateDocumentRequestDto: {
      /** @example Bank statements for March to May 2026, all business accounts */
      description: string;
      /** @example bank_statement */
      documentType: components['schemas']['DocumentCategory'];
      /**
       * @description yyyy-MM-dd, today or later (South African date)
       * @example 2026-07-31
       */
      dueDate: string;
    };
    CreateEmployeeDto: {
      /** @description Valid address or empty ('' is stored as null) */
      email?: string | null;
      employeeId?: string | null;
      /**
       * @description yyyy-MM-dd or null while employed; not before 1900-01-01 nor the start date
       * @example null
       */
      endDate?: string | null;
      /** @example Sipho */
      firstName: string;
      /** @default true */
      isActive: boolean;
      /** @example Dlamini */
      lastName: string;
      phone?: string | null;
      position?: string | null;
      /**
       * @description Monthly salary in rand, more than 0, at most 2 decimals
       * @example 18500
       */
      salaryAmount: number;
      /**
       * @description yyyy-MM-dd; not in the future, not before 1900-01-01
       * @example 2024-03-01
       */
      startDate?: string | null;
      taxNumber?: string | null;
    };
    CreateInvitationDto: {
      /** @example pieter@example.co.za */
      email: string;
      /** @enum {string} */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
    };
    CreateJobDto: {
      /** @description A staff member who may see the client; the caller when left out */
      assigneeId?: number | null;
      /** @description Client tasks go out at once */
      checklist?: components['schemas']['ChecklistItemTemplateDto'][];
      /** @description The client business */
      clientId: number;
      /**
       * Format: date
       * @description The firm’s deadline (yyyy-MM-dd)
       * @example 2026-11-30
       */
      dueDate: string;
      /** @example Tax clearance certificate */
      title: string;
    };
    CreateJobTemplateDto: {
      /**
       * @description Only active templates make new jobs
       * @default true
       */
      active: boolean;
      /** @description The checklist, in order */
      checklist: components['schemas']['ChecklistItemTemplateDto'][];
      /**
       * @description How the client reads the work
       * @example your VAT return
       */
      clientLabel: string;
      /** @default assigned_accountant */
      defaultAssignee: components['schemas']['JobDefaultAssignee'];
      /** @description Business days before the obligation (0-60), or the day of the month (1-31) */
      dueDays: number;
      /** @description How the internal due date is worked out */
      dueRule: components['schemas']['JobDueRule'];
      /**
       * @description The job’s name
       * @example VAT201
       */
      name: string;
      /** @description Required for `obligation` */
      obligationType?: (string & components['schemas']['ObligationType']) | null;
      /** @description Catalogue packages whose holders get these jobs (at least one) */
      packageTypes: ('start-ups' | 'essential' | 'standard' | 'advanced' | 'professional' | 'elite')[];
      /** @description How often a job is made */
      recurrence: components['schemas']['JobRecurrence'];
    };
    CreateProposalDto: {
      /**
       * @description Rand a month, VAT included; the package price when left out
       * @example 2999
       */
      monthlyPrice?: number | null;
      note?: string | null;
      scope?: string | null;
      /** @description Id of a catalogue package; its wording is the letter’s base */
      serviceId: number;
    };
    CreateStaffMemberDto: {
      /** @example thandi@example.co.za */
      email: string;
      firstName: string;
      lastName: string;
      /** @description Not a common password, and not containing the username or the email name */
      password: string;
      phone?: string | null;
      role: components['schemas']['StaffRole'];
      /** @example thandi */
      username: string;
    };
    CreateSubscriptionDto: {
      /** @description The client accepts the terms of service; must be true */
      acceptTerms: boolean;
      /** @description Id of a catalogue package (GET /api/services) */
      serviceId: number;
    };
    CreditNoteResponseDto: {
      id: number;
      invoiceId: number;
      /** @example INV-000042 */
      invoiceNumber: string;
      /** Format: date-time */
      issuedAt: string;
      /** @example CN-000001 */
      number: string;
      reason: string;
      /** @description Rand credited, VAT included */
      total: number;
      vat: number;
    };
    CurrentBusinessDto: {
      /** @description What the role may do (docs/client-businesses.md, "Roles"); anything missing is refused */
      grants: components['schemas']['GrantDto'][];
      /** @example 17 */
      id: number;
      /** @example Mokoena Interiors (Pty) Ltd */
      name: string;
      /** @enum {string} */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
    };
    DataExportPreparingDto: {
      /** @example Your data is being prepared. We will email you a link to download it; the link works for 24 hours. */
      message: string;
      /** @enum {string} */
      status: 'preparing';
    };
    DataExportStatusDto: {
      /**
       * Format: date-time
       * @description The mail link and the copy end here
       */
      expiresAt: string | null;
      /** Format: date-time */
      readyAt: string | null;
      sizeBytes: number | null;
      /** @description null: no background copy */
      status: (string & components['schemas']['ExportBuildStatus']) | null;
    };
    DeleteAccountDto: {
      /** @description The current password, to confirm it is really the account holder */
      password: string;
    };
    DeviceSessionDto: {
      /** @example Chrome 142 */
      browser: string;
      /** @description The session this request came on */
      current: boolean;
      deviceType: components['schemas']['DeviceType'];
      /** @description Opaque handle for revoking; never the session id */
      handle: string;
      ip: string | null;
      /**
       * Format: date-time
       * @description To within a minute
       */
      lastActiveAt: string | null;
      method: (string & components['schemas']['SignInMethod']) | null;
      /** @example Windows 10 */
      os: string;
      /** Format: date-time */
      signedInAt: string | null;
    };
    /** @enum {string} */
    DeviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
    DisableTotpDto: {
      /** @description A current 6-digit code, or one of the recovery codes */
      code: string;
      /** @description The account password */
      password: string;
    };
    /** @enum {string} */
    DocumentCategory:
      | 'bank_statement'
      | 'invoice'
      | 'receipt'
      | 'financial_statement'
      | 'tax_return'
      | 'vat_return'
      | 'payroll_tax'
      | 'business_registration'
      | 'company_constitution'
      | 'director_id'
      | 'license'
      | 'contract'
      | 'report'
      | 'other';
    DocumentClientDto: {
      company: string | null;
      id: number;
      /** @description Full name, else the username */
      name: string;
    };
    DocumentRequestResponseDto: {
      clientId: number;
      /** Format: date-time */
      createdAt: string;
      description: string | null;
      /**
       * @description A document category key; requests from before categories were enforced may hold free text
       * @example bank_statement
       */
      documentType: string;
      /**
       * @description yyyy-MM-dd
       * @example 2026-04-30
       */
      dueDate: string | null;
      fulfilledDocument: components['schemas']['FulfilledDocumentDto'] | null;
      /** @description Id of the document that completed the request */
      fulfilledWith: number | null;
      id: number;
      /** @description Staff member who asked */
      requestedBy: number | null;
      /** @description overdue when still open and the due date is before today in Africa/Johannesburg */
      status: components['schemas']['DocumentRequestStatus'];
      /** Format: date-time */
      updatedAt: string;
    };
    /**
     * @description overdue when still open and the due date is before today in Africa/Johannesburg
     * @enum {string}
     */
    DocumentRequestStatus: 'pending' | 'overdue' | 'completed';
    DocumentResponseDto: {
      category: components['schemas']['DocumentCategory'];
      description: string | null;
      /**
       * @description The client's file name, cleaned
       * @example bank-statement-march.pdf
       */
      fileName: string;
      /**
       * @description Size in bytes
       * @example 183204
       */
      fileSize: number;
      /**
       * @description Content type the client declared
       * @example application/pdf
       */
      fileType: string;
      /**
       * @description Download route; add ?inline=1 to view a PDF or image in the browser
       * @example /api/documents/42/file
       */
      fileUrl: string;
      /** @example 42 */
      id: number;
      /** Format: date-time */
      lastModified: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description Reviewer's name, once a staff member has reviewed the document */
      reviewerName: string | null;
      reviewNotes: string | null;
      status: components['schemas']['DocumentStatus'];
      /** Format: date-time */
      uploadedAt: string;
    };
    /** @enum {string} */
    DocumentStatus: 'pending' | 'approved' | 'rejected' | 'needs_revision';
    EmployeeRemovedDto: {
      /** @example Employee removed */
      message: string;
    };
    EmployeeResponseDto: {
      /** @description The client business the employee works for */
      businessId: number;
      /** Format: date-time */
      createdAt: string;
      email: string | null;
      employeeId: string | null;
      /** @example null */
      endDate: string | null;
      firstName: string;
      id: number;
      isActive: boolean;
      lastName: string;
      phone: string | null;
      position: string | null;
      /** @description Monthly salary in rand */
      salaryAmount: number | null;
      /** @example 2024-03-01 */
      startDate: string | null;
      taxNumber: string | null;
      /** Format: date-time */
      updatedAt: string;
      /** @description The person who added the employee; null once they closed their account */
      userId: number | null;
    };
    EngagementLetterDto: {
      /**
       * Format: date-time
       * @description When it was withdrawn or replaced by a newer letter
       */
      closedAt: string | null;
      /** @description True once both sides have signed: the PDF is then the final signed letter */
      complete: boolean;
      /** Format: date-time */
      countersignedAt: string | null;
      countersignerName: string | null;
      /** Format: date-time */
      firstViewedAt: string | null;
      id: number;
      /** @description purchase: a package the client chose; proposal: one the firm proposed; change: the firm proposes changing the main package held (its package or price) */
      kind: components['schemas']['EngagementLetterKind'];
      /** @description Rand a month, as agreed in the letter */
      monthlyPrice: number;
      /** @description The firm’s covering note of a proposal */
      note: string | null;
      /** @description SHA-256 of the letter PDF as presented for signing */
      presentedSha256: string;
      /** @example EL-7F3A9C21 */
      reference: string;
      sections: components['schemas']['LetterSectionDto'][];
      /** Format: date-time */
      sentAt: string;
      serviceId: number | null;
      /** Format: date-time */
      signedAt: string | null;
      /** @description SHA-256 of the final signed PDF */
      signedSha256: string | null;
      signerName: string | null;
      status: components['schemas']['EngagementLetterStatus'];
      /** @description The purchase waiting for it, or the subscription its signature created */
      subscriptionId: number | null;
      /** @example Standard */
      title: string;
      /** @description Why the firm withdrew it */
      withdrawnReason: string | null;
    };
    /**
     * @description purchase: a package the client chose; proposal: one the firm proposed; change: the firm proposes changing the main package held (its package or price)
     * @enum {string}
     */
    EngagementLetterKind: 'purchase' | 'proposal' | 'change';
    /** @enum {string} */
    EngagementLetterStatus: 'sent' | 'viewed' | 'signed' | 'countersigned' | 'withdrawn' | 'superseded';
    EngagementLetterSummaryDto: {
      /**
       * Format: date-time
       * @description When it was withdrawn or replaced by a newer letter
       */
      closedAt: string | null;
      /** @description True once both sides have signed: the PDF is then the final signed letter */
      complete: boolean;
      /** Format: date-time */
      countersignedAt: string | null;
      countersignerName: string | null;
      /** Format: date-time */
      firstViewedAt: string | null;
      id: number;
      /** @description purchase: a package the client chose; proposal: one the firm proposed; change: the firm proposes changing the main package held (its package or price) */
      kind: components['schemas']['EngagementLetterKind'];
      /** @description Rand a month, as agreed in the letter */
      monthlyPrice: number;
      /** @description The firm’s covering note of a proposal */
      note: string | null;
      /** @example EL-7F3A9C21 */
      reference: string;
      /** Format: date-time */
      sentAt: string;
      serviceId: number | null;
      /** Format: date-time */
      signedAt: string | null;
      signerName: string | null;
      status: components['schemas']['EngagementLetterStatus'];
      /** @description The purchase waiting for it, or the subscription its signature created */
      subscriptionId: number | null;
      /** @example Standard */
      title: string;
      /** @description Why the firm withdrew it */
      withdrawnReason: string | null;
    };
    EnquiryAcceptedDto: {
      /** @example Thank you for contacting us! We'll be in touch soon. */
      message: string;
    };
    EnquiryChallengeDto: {
      /** @example 4 */
      a: number;
      /** @example 7 */
      b: number;
      /**
       * Format: date-time
       * @description After this the question is refused; fetch a new one
       */
      expiresAt: string;
      /**
       * @description Send back as `captchaToken` with the answer
       * @example v1.5f0c…
       */
      token: string;
    };
    /** @enum {string} */
    EnquiryInterestChoice: '' | 'start-ups' | 'essential' | 'standard' | 'advanced' | 'professional' | 'elite' | 'custom' | 'general';
    /**
     * @description null: no background copy
     * @enum {string}
     */
    ExportBuildStatus: 'preparing' | 'ready' | 'failed' | 'expired';
    /** @enum {string} */
    FirmDocumentCategory: 'financial_statements' | 'tax_return' | 'management_accounts' | 'payslip' | 'tax_certificate';
    FirmDocumentDto: {
      /**
       * Format: date-time
       * @description When the client acknowledged it
       */
      acknowledgedAt: string | null;
      /** @description Whether the client is asked to acknowledge it */
      acknowledgementRequested: boolean;
      category: components['schemas']['FirmDocumentCategory'];
      description: string | null;
      /** @example annual-financial-statements-2026.pdf */
      fileName: string;
      /**
       * @description Size in bytes
       * @example 183204
       */
      fileSize: number;
      /** @example application/pdf */
      fileType: string;
      /**
       * @description Download route; add ?inline=1 to view a PDF or image
       * @example /api/documents/firm/42/file
       */
      fileUrl: string;
      /** @example 42 */
      id: number;
      /**
       * Format: date-time
       * @description When the firm published it
       */
      publishedAt: string;
      /** @description Who at the firm published it */
      publishedByName: string | null;
      /**
       * Format: date-time
       * @description When the client first opened it or marked it read; null while unread
       */
      readAt: string | null;
    };
    FirmDocumentListDto: {
      /** @description Newest first */
      items: components['schemas']['FirmDocumentDto'][];
      /**
       * @description How many are unread
       * @example 2
       */
      unread: number;
    };
    ForgotPasswordDto: {
      /**
       * @description Username or email address
       * @example thandi@example.co.za
       */
      identifier: string;
    };
    FulfilledDocumentDto: {
      fileName: string;
      id: number;
    };
    GrantDto: {
      /** @enum {string} */
      capability:
        | 'profile'
        | 'documents'
        | 'requests'
        | 'billing'
        | 'package'
        | 'employees'
        | 'messages'
        | 'people'
        | 'compliance'
        | 'work'
        | 'engagement';
      /**
       * @description `read`: may see; `write`: may also change
       * @enum {string}
       */
      grant: 'read' | 'write';
    };
    HomeEnquiryDto: {
      business?: string | null;
      /**
       * @description Answer to the arithmetic question of `captchaToken`; checked by the server, never stored
       * @example 7
       */
      captcha: string;
      /** @description The token of the question from GET /api/waitlist/challenge */
      captchaToken?: string | null;
      /** @example thandi@example.co.za */
      email: string;
      interest?: components['schemas']['EnquiryInterestChoice'];
      message?: string | null;
      /** @example Thandi Nkosi */
      name: string;
      phone?: string | null;
      /**
       * @description Checked, never stored
       * @enum {boolean}
       */
      terms: true;
    };
    /** @enum {string} */
    InboxFilter: 'all' | 'unread' | 'waiting';
    InvitationDto: {
      /** Format: date-time */
      createdAt: string;
      /** @example pieter@example.co.za */
      email: string;
      /** Format: date-time */
      expiresAt: string;
      /** @example 5 */
      id: number;
      /** @description Who sent it */
      invitedBy?: string | null;
      /** @enum {string} */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
      /**
       * @description Accepted and revoked invitations are not listed
       * @enum {string}
       */
      status: 'pending' | 'expired';
    };
    InvitationPreviewDto: {
      /** @example Mokoena Interiors (Pty) Ltd */
      businessName: string;
      /** @example pieter@example.co.za */
      email: string;
      /** @enum {string} */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
    };
    InviteEnquiryDto: {
      /** @description The business's name; by default the enquiry's business, else the person's name */
      businessName?: string;
    };
    InvoiceDetailResponseDto: {
      bank: components['schemas']['BankDetailsDto'];
      /** @description Rand credited by credit notes */
      credited: number;
      description: string;
      /** Format: date-time */
      dueAt: string;
      id: number;
      /** Format: date-time */
      issuedAt: string;
      /**
       * @description The serial number as printed
       * @example INV-000042
       */
      number: string;
      /** Format: date-time */
      paidAt: string | null;
      /** @description PayFast (card, instant EFT) is configured */
      payfastAvailable: boolean;
      /**
       * @description How it was settled: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while open
       * @example eft
       */
      paymentMethod: string | null;
      /** Format: date-time */
      periodEnd: string;
      /** Format: date-time */
      periodStart: string;
      /** @description The client has attached proof of payment */
      proofOfPayment: boolean;
      /**
       * Format: date-time
       * @description When the client last sent proof of payment; staff lists show "Proof received" and the client is told we will confirm it
       */
      proofReceivedAt: string | null;
      /**
       * @description Payment reference to quote on an EFT
       * @example INV000042
       */
      reference: string;
      status: components['schemas']['InvoiceStatus'];
      subscriptionId: number | null;
      /** @description Issued as a tax invoice (the firm is VAT-registered) */
      taxInvoice: boolean;
      /**
       * @description Rand, VAT included
       * @example 3599
       */
      total: number;
      /**
       * @description VAT included in the total (0 on a plain invoice)
       * @example 469.43
       */
      vat: number;
    };
    InvoiceResponseDto: {
      /** @description Rand credited by credit notes */
      credited: number;
      description: string;
      /** Format: date-time */
      dueAt: string;
      id: number;
      /** Format: date-time */
      issuedAt: string;
      /**
       * @description The serial number as printed
       * @example INV-000042
       */
      number: string;
      /** Format: date-time */
      paidAt: string | null;
      /**
       * @description How it was settled: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while open
       * @example eft
       */
      paymentMethod: string | null;
      /** Format: date-time */
      periodEnd: string;
      /** Format: date-time */
      periodStart: string;
      /** @description The client has attached proof of payment */
      proofOfPayment: boolean;
      /**
       * Format: date-time
       * @description When the client last sent proof of payment; staff lists show "Proof received" and the client is told we will confirm it
       */
      proofReceivedAt: string | null;
      /**
       * @description Payment reference to quote on an EFT
       * @example INV000042
       */
      reference: string;
      status: components['schemas']['InvoiceStatus'];
      subscriptionId: number | null;
      /** @description Issued as a tax invoice (the firm is VAT-registered) */
      taxInvoice: boolean;
      /**
       * @description Rand, VAT included
       * @example 3599
       */
      total: number;
      /**
       * @description VAT included in the total (0 on a plain invoice)
       * @example 469.43
       */
      vat: number;
    };
    /** @enum {string} */
    InvoiceStatus: 'issued' | 'paid' | 'overdue' | 'void';
    JobChecklistItemDto: {
      /** Format: date-time */
      completedAt: string | null;
      /** @description Null when it completed by itself (the client’s upload or answer) */
      completedBy: components['schemas']['JobPersonDto'] | null;
      /** @description The conversation this question became */
      conversationId: number | null;
      description: string | null;
      documentCategory: (string & components['schemas']['DocumentCategory']) | null;
      /** @description The document request this task became */
      documentRequestId: number | null;
      /** @description Ticked */
      done: boolean;
      id: number;
      kind: components['schemas']['ChecklistItemKind'];
      /** @description Order in the checklist, from 1 */
      position: number;
      title: string;
    };
    JobClientDto: {
      /** @description The client business’s id */
      id: number;
      name: string;
    };
    /**
     * @description `assigned_accountant`: the client’s accountant; `manager`/`admin`: left for that team to pick up
     * @enum {string}
     */
    JobDefaultAssignee: 'assigned_accountant' | 'manager' | 'admin';
    JobDetailDto: {
      assignee: components['schemas']['JobPersonDto'] | null;
      /** @description While nobody has the job: the team it waits for (`manager`, `admin`) */
      assigneeRule: (string & components['schemas']['JobDefaultAssignee']) | null;
      checklist: components['schemas']['JobChecklistItemDto'][];
      /** @description Checklist items ticked */
      checklistDone: number;
      /** @description Checklist items in all */
      checklistTotal: number;
      client: components['schemas']['JobClientDto'];
      /** Format: date-time */
      clientTasksSentAt: string | null;
      /** Format: date-time */
      completedAt: string | null;
      /**
       * Format: date
       * @description The firm’s own deadline
       */
      dueDate: string;
      id: number;
      /** @description Oldest first */
      notes: components['schemas']['JobNoteDto'][];
      obligation: components['schemas']['JobObligationDto'] | null;
      /** @description The compliance obligation followed */
      obligationId: number | null;
      /** @description Past the due date (the firm’s time zone) and not done or cancelled */
      overdue: boolean;
      /** Format: date */
      periodEnd: string | null;
      /**
       * @description `2026-09` (a month), a period end date, `once` or `one-off`
       * @example 2026-10-31
       */
      periodKey: string;
      /** Format: date */
      periodStart: string | null;
      stage: components['schemas']['JobStage'];
      /**
       * Format: date
       * @description When the client tasks go out
       */
      startsOn: string;
      /** @description Null for a one-off job */
      template: components['schemas']['JobTemplateRefDto'] | null;
      /** @example VAT201 Sep–Oct 2026 */
      title: string;
      /** @description Client tasks sent and not yet in */
      waitingOnClient: number;
    };
    /**
     * @description How the job’s internal due date is worked out
     * @enum {string}
     */
    JobDueRule: 'before_obligation_due' | 'day_of_period_month' | 'day_of_following_month';
    JobNoteDto: {
      author: components['schemas']['JobPersonDto'] | null;
      body: string;
      /** Format: date-time */
      createdAt: string;
      id: number;
    };
    JobObligationDto: {
      /**
       * Format: date
       * @description SARS’s due date
       */
      dueDate: string;
      id: number;
      /** @example VAT201 for Sep–Oct 2026 */
      label: string;
      prn: string | null;
      status: components['schemas']['ObligationStatus'];
    };
    JobPageDto: {
      /** @description Overdue first, then by due date */
      items: components['schemas']['JobSummaryDto'][];
      page: number;
      pageSize: number;
      total: number;
    };
    JobPersonDto: {
      id: number;
      /** @example Lindiwe Dube */
      name: string;
    };
    /**
     * @description How often a job is made (docs/work.md)
     * @enum {string}
     */
    JobRecurrence: 'monthly' | 'vat_period' | 'yearly' | 'once' | 'obligation';
    /** @enum {string} */
    JobStage: 'planned' | 'waiting_for_client' | 'in_progress' | 'review' | 'done' | 'cancelled';
    /** @enum {string} */
    JobStageFilter: 'planned' | 'waiting_for_client' | 'in_progress' | 'review' | 'done' | 'cancelled' | 'open';
    JobSummaryDto: {
      assignee: components['schemas']['JobPersonDto'] | null;
      /** @description While nobody has the job: the team it waits for (`manager`, `admin`) */
      assigneeRule: (string & components['schemas']['JobDefaultAssignee']) | null;
      /** @description Checklist items ticked */
      checklistDone: number;
      /** @description Checklist items in all */
      checklistTotal: number;
      client: components['schemas']['JobClientDto'];
      /**
       * Format: date
       * @description The firm’s own deadline
       */
      dueDate: string;
      id: number;
      /** @description The compliance obligation followed */
      obligationId: number | null;
      /** @description Past the due date (the firm’s time zone) and not done or cancelled */
      overdue: boolean;
      /** Format: date */
      periodEnd: string | null;
      /**
       * @description `2026-09` (a month), a period end date, `once` or `one-off`
       * @example 2026-10-31
       */
      periodKey: string;
      /** Format: date */
      periodStart: string | null;
      stage: components['schemas']['JobStage'];
      /**
       * Format: date
       * @description When the client tasks go out
       */
      startsOn: string;
      /** @description Null for a one-off job */
      template: components['schemas']['JobTemplateRefDto'] | null;
      /** @example VAT201 Sep–Oct 2026 */
      title: string;
      /** @description Client tasks sent and not yet in */
      waitingOnClient: number;
    };
    JobTemplateDto: {
      /** @description Only active templates make new jobs */
      active: boolean;
      /** @description The checklist, in order */
      checklist: components['schemas']['ChecklistItemTemplateDto'][];
      /**
       * @description How the client reads the work, after “We’re preparing”
       * @example your VAT return
       */
      clientLabel: string;
      /** @description `assigned_accountant`: the client’s accountant; `manager`/`admin`: left for that team to pick up */
      defaultAssignee: components['schemas']['JobDefaultAssignee'];
      /** @description N of the due rule: business days before the obligation’s due date, or the day of the month */
      dueDays: number;
      /** @description How the job’s internal due date is worked out */
      dueRule: components['schemas']['JobDueRule'];
      id: number;
      /**
       * @description The job’s name; jobs are titled with it and their period
       * @example VAT201
       */
      name: string;
      /** @description For `obligation` recurrence: the compliance obligation type followed */
      obligationType: (string & components['schemas']['ObligationType']) | null;
      /**
       * @description Catalogue packages whose holders get these jobs
       * @example [
       *       "standard",
       *       "advanced"
       *     ]
       */
      packageTypes: string[];
      /** @description How often a job is made (docs/work.md) */
      recurrence: components['schemas']['JobRecurrence'];
      /** @description Shipped with the product (the seed keeps it once made; admins may still edit it) */
      shipped: boolean;
      /** Format: date-time */
      updatedAt: string;
    };
    JobTemplateRefDto: {
      id: number;
      name: string;
    };
    /**
     * @description new_people: signed up, or accepted an invitation
     * @enum {string}
     */
    JoinKind: 'signed_up' | 'accepted_invitation';
    LastMessageDto: {
      /** @description The first 160 characters, on one line */
      excerpt: string;
      side: components['schemas']['MessageAuthorSide'];
    };
    LetterSectionDto: {
      heading: string;
      items?: string[];
      paragraphs: string[];
    };
    LoginDto: {
      /** @example correct horse battery staple */
      password: string;
      /**
       * @description The username or the email address of the account (read as an email address when it contains "@"); case and surrounding spaces are ignored
       * @example thandi
       */
      username: string;
    };
    MailAcceptedDto: {
      /** @example If an account matches, we have emailed a link to reset the password. */
      message: string;
    };
    MarkAllReadResponseDto: {
      /** @example 0 */
      unreadCount: number;
      /** @description How many were marked read */
      updated: number;
    };
    MarkContactedDto: {
      /** @description false puts the enquiry back in the to-contact list */
      isContacted: boolean;
    };
    MarkPaidDto: {
      /**
       * @description The day the money arrived (yyyy-MM-dd)
       * @example 2026-11-23
       */
      paidOn: string;
      /**
       * @description The bank reference the money arrived with
       * @example FNB 2611230042
       */
      reference: string;
    };
    MarkReadDto: {
      /** @description false marks the message unread again */
      isRead: boolean;
    };
    MemberDto: {
      /** @example thandi@example.com */
      email: string;
      firstName: string | null;
      /**
       * Format: date-time
       * @description When they joined the business
       */
      joinedAt: string;
      lastName: string | null;
      /** Format: date-time */
      lastSignInAt: string | null;
      /** @enum {string} */
      role: 'owner' | 'finance' | 'bookkeeper' | 'payroll' | 'viewer';
      /** @description Whether their sign-in asks for a code from an authenticator app */
      twoFactorEnabled: boolean;
      /** @example 42 */
      userId: number;
    };
    MessageAttachmentDto: {
      category: string;
      /** @description The document in the client archive */
      documentId: number;
      fileName: string;
      fileSize: number;
      fileType: string;
    };
    MessageAuthorDto: {
      /** @description Null once the account is gone */
      id: number | null;
      /** @example Sipho Dube */
      name: string;
      /** @description A staff author's role (shown to the client as e.g. Accountant); null for the client */
      role: (string & components['schemas']['StaffRole']) | null;
      side: components['schemas']['MessageAuthorSide'];
    };
    /** @enum {string} */
    MessageAuthorSide: 'client' | 'staff';
    MessageDto: {
      attachments: components['schemas']['MessageAttachmentDto'][];
      author: components['schemas']['MessageAuthorDto'];
      /** @description Plain text */
      body: string;
      /** Format: date-time */
      createdAt: string;
      /** @description For a client: the message's position in the conversation (1, 2, 3…), so internal notes leave no gaps; for staff: its database id */
      id: number;
      /** @description Read by the other side (for the firm: by any team member) */
      readByOtherSide: boolean;
    };
    NotificationPageResponseDto: {
      /** @description Newest first */
      items: components['schemas']['NotificationResponseDto'][];
      limit: number;
      offset: number;
      total: number;
      /** @description Unread notifications for the badge, whatever the filter */
      unreadCount: number;
    };
    NotificationPreferencesDto: {
      /** @description Tax calendar reminders: 7 days and 1 day before an obligation is due, and on the day */
      complianceReminders: boolean;
      /** @description A mail when the firm reviews an uploaded document */
      documentReviews: boolean;
      /** @description Reminders before and after a document request is due */
      requestReminders: boolean;
      /** @description Security notices (password or email changed, new sign-in, account deleted) always go out */
      securityNotices: boolean;
      /** @description Staff only: each client upload at once, or one digest at 08:00 */
      staffUploads: components['schemas']['StaffUploadMode'];
    };
    NotificationResponseDto: {
      /** @description The person who acted (uploaded, answered a request) */
      actorId: number | null;
      /** @description The client business a notice about a client concerns */
      businessId: number | null;
      /** Format: date-time */
      createdAt: string;
      id: number;
      isRead: boolean;
      /** @description true: addressed to everyone (the first to read it marks it read for all) */
      isShared: boolean;
      message: string;
      /** @description Id of the related row (the client business for client events) */
      relatedId: number | null;
      /**
       * @description client | waitlist_submission | contact_submission
       * @example client
       */
      relatedTo: string | null;
      /** @example New upload from Thandi Nkosi */
      title: string;
      type: components['schemas']['NotificationType'];
    };
    /** @enum {string} */
    NotificationType: 'enquiry' | 'document_uploaded' | 'request_fulfilled' | 'proof_of_payment';
    ObligationClientDto: {
      id: number;
      name: string;
    };
    ObligationDto: {
      /** @description Rand */
      amount: number | null;
      /**
       * Format: date
       * @description Already moved off weekends and public holidays
       */
      dueDate: string;
      id: number;
      /** @example VAT201 for Nov–Dec 2026 */
      label: string;
      note: string | null;
      /** @description Past the due date (the firm's time zone) and not submitted, paid or not applicable */
      overdue: boolean;
      /** Format: date */
      periodEnd: string;
      /** Format: date */
      periodStart: string;
      /** @description SARS's payment reference number */
      prn: string | null;
      proofDocumentIds: number[];
      proofs: components['schemas']['ObligationProofDto'][];
      status: components['schemas']['ObligationStatus'];
      type: components['schemas']['ObligationType'];
      /** Format: date-time */
      updatedAt: string;
    };
    ObligationProofDto: {
      fileName: string;
      id: number;
    };
    /** @enum {string} */
    ObligationStatus: 'upcoming' | 'awaiting_client' | 'in_progress' | 'submitted' | 'paid' | 'not_applicable';
    /**
     * @description For `obligation` recurrence: the compliance obligation type followed
     * @enum {string}
     */
    ObligationType:
      | 'VAT201'
      | 'EMP201'
      | 'EMP501_INTERIM'
      | 'EMP501_ANNUAL'
      | 'IRP6_FIRST'
      | 'IRP6_SECOND'
      | 'IRP6_THIRD'
      | 'ITR14'
      | 'CIPC_ANNUAL_RETURN'
      | 'COIDA_ROE';
    OnAccountDto: {
      /**
       * @description The admin who started it; null once their account is gone
       * @example Naledi Dlamini
       */
      by: string | null;
      /** @example Retainer agreed with the director */
      reason: string;
      /** Format: date-time */
      since: string;
    };
    OnboardClientDto: {
      /** @example Karoo Olive Co (Pty) Ltd */
      businessName: string;
      /** @example naledi@example.co.za */
      ownerEmail: string;
      /** @example Naledi */
      ownerFirstName: string;
      /** @example Khumalo */
      ownerLastName: string;
    };
    OnboardedClientDto: {
      /** @example 42 */
      businessId: number;
      /** @example Karoo Olive Co (Pty) Ltd */
      businessName: string;
      invitation: components['schemas']['InvitationDto'];
    };
    OutboxCountsDto: {
      failed: number;
      pending: number;
      sending: number;
      sent: number;
    };
    OutboxMessageResponseDto: {
      attempts: number;
      category: string;
      /** Format: date-time */
      createdAt: string;
      id: number;
      lastError: string | null;
      /**
       * Format: date-time
       * @description When the next attempt is due (pending messages)
       */
      nextAttemptAt: string | null;
      /** Format: date-time */
      sentAt: string | null;
      status: components['schemas']['OutboxStatus'];
      subject: string;
      template: string;
      to: string;
      /** Format: date-time */
      updatedAt: string;
    };
    OutboxPageResponseDto: {
      /** @description Messages per status over the whole outbox */
      counts: components['schemas']['OutboxCountsDto'];
      items: components['schemas']['OutboxMessageResponseDto'][];
      total: number;
    };
    /** @enum {string} */
    OutboxStatus: 'pending' | 'sending' | 'sent' | 'failed';
    OverviewResponseDto: {
      /** @description null until an accountant is assigned */
      accountant: components['schemas']['AccountantDto'] | null;
      /** @description An authenticator app is confirmed for this account (the first-visit checklist asks for it) */
      twoFactorEnabled: boolean;
      /** @description Issued and overdue invoices, the earliest due first; empty for a role that may not read billing */
      unpaidInvoices: components['schemas']['UnpaidInvoiceDto'][];
    };
    /**
     * @description upgrade: now, with an invoice for the difference; downgrade: from effectiveFrom; same-price: now, nothing to pay; keep: a scheduled downgrade called off
     * @enum {string}
     */
    PackageChangeKind: 'upgrade' | 'downgrade' | 'same-price' | 'keep';
    PackageSummaryDto: {
      /**
       * @description Monthly price in rand, VAT included
       * @example 3599
       */
      price: number;
      serviceId: number;
      /** @example Standard */
      title: string;
    };
    PasskeyDto: {
      /** Format: date-time */
      createdAt: string;
      id: number;
      /** Format: date-time */
      lastUsedAt: string | null;
      /** @example Work laptop */
      name: string;
    };
    PasskeyRegistrationOptionsDto: {
      /** @description With the authenticator on: a current 6-digit code, or one of the recovery codes */
      code?: string;
      /** @description The account password */
      password: string;
    };
    PasskeySignInDto: {
      /** @description The browser's assertion (AuthenticationResponseJSON) */
      response: {
        [key: string]: unknown;
      };
    };
    PasskeysRemovedDto: {
      /** @example All 2 passkeys were removed from your account. */
      message: string;
      removed: number;
    };
    PasswordResetDoneDto: {
      /** @example Your password has been reset. You can now sign in with it. */
      message: string;
      /** @description The passkeys that still sign in without the password */
      passkeys: components['schemas']['ResetPasskeyDto'][];
      /** @description For POST /api/password/remove-passkeys (also mailed as a link); null without passkeys */
      removePasskeysToken: string | null;
    };
    PayfastFieldDto: {
      /** @example merchant_id */
      name: string;
      value: string;
    };
    PayfastFormResponseDto: {
      /**
       * @description Where the form posts
       * @example https://www.payfast.co.za/eng/process
       */
      action: string;
      /** @description Hidden form fields in the order PayFast signs them, signature last */
      fields: components['schemas']['PayfastFieldDto'][];
    };
    PaymentResponseDto: {
      /**
       * @description In the currency below; rand for ZAR
       * @example 3599
       */
      amount: number;
      /** Format: date-time */
      createdAt: string;
      /** @example ZAR */
      currency: string;
      description: string | null;
      id: number;
      /** @description The invoice this payment settles; a pending one is paid at /checkout/{invoiceId} */
      invoiceId: number | null;
      /** Format: date-time */
      paymentDate: string;
      /**
       * @description How the money came: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while owed, or not recorded
       * @example eft
       */
      paymentMethod: string | null;
      status: components['schemas']['PaymentStatus'];
      /** @description The bank reference staff confirmed, the bank statement line, or the PayFast payment id */
      stripePaymentId: string | null;
      subscription: components['schemas']['PaymentSubscriptionDto'] | null;
      subscriptionId: number | null;
    };
    PaymentServiceSummaryDto: {
      /** @example standard */
      packageType: string;
      /** @example Standard */
      title: string;
    };
    /** @enum {string} */
    PaymentStatus: 'pending' | 'completed' | 'failed' | 'refunded';
    PaymentSubscriptionDto: {
      id: number;
      service: components['schemas']['PaymentServiceSummaryDto'] | null;
      status: components['schemas']['SubscriptionStatus'];
    };
    PersonDto: {
      id: number;
      name: string;
    };
    PostMessageDto: {
      /** @description Plain text; never interpreted as HTML */
      body: string;
      /** @description Required with attachments: the category the files are filed under in Documents */
      category?: components['schemas']['DocumentCategory'];
      /** @description multipart/form-data only: up to 10 files of at most 10MB each, repeated in this field */
      files?: string[];
    };
    PublishFirmDocumentsResponseDto: {
      documents: components['schemas']['StaffFirmDocumentDto'][];
      /** @example Published. The client has been notified. */
      message: string;
      /** @description How many people at the client were emailed about it (0: nobody there reads documents yet) */
      notified: number;
    };
    PurchaseResponseDto: {
      engagementLetter: components['schemas']['EngagementLetterDto'];
      /** @description Waiting for the signature (status awaiting_signature); no invoice yet */
      subscription: components['schemas']['SubscriptionResponseDto'];
    };
    ReconciliationConfirmResponseDto: {
      /** @example fnb */
      bank: string;
      /** @description Invoices marked paid by this confirmation */
      confirmed: number;
      /** Format: date-time */
      confirmedAt: string | null;
      id: number;
      /** @description Credit lines matched to an open invoice by reference and amount */
      matched: components['schemas']['ReconciliationLineDto'][];
      /** @description Credit lines that matched nothing */
      unmatched: components['schemas']['ReconciliationLineDto'][];
    };
    ReconciliationLineDto: {
      /** @description Rand received */
      amount: number;
      clientName: string | null;
      /** @example 2026-11-20 */
      date: string;
      description: string;
      invoiceId: number | null;
      /** @example INV-000042 */
      invoiceNumber: string | null;
      /** @description Line number in the file */
      line: number;
      /** @description Why the line matched no open invoice */
      reason: string | null;
    };
    ReconciliationResponseDto: {
      /** @example fnb */
      bank: string;
      /** Format: date-time */
      confirmedAt: string | null;
      id: number;
      /** @description Credit lines matched to an open invoice by reference and amount */
      matched: components['schemas']['ReconciliationLineDto'][];
      /** @description Credit lines that matched nothing */
      unmatched: components['schemas']['ReconciliationLineDto'][];
    };
    RecoveryCodesResponseDto: {
      /** @description Ten single-use codes, shown this once */
      recoveryCodes: string[];
    };
    RefundDto: {
      /**
       * @description Rand to refund, at most what is left unrefunded
       * @example 3599
       */
      amount: number;
      /** @example Charged twice for November */
      reason: string;
    };
    RegisterDto: {
      /** @description The person ticked "I accept the terms of service and the privacy policy"; must be true */
      acceptTerms: boolean;
      address?: string | null;
      annualRevenue?: (string & components['schemas']['AnnualRevenue']) | null;
      businessType?: (string & components['schemas']['BusinessType']) | null;
      city?: string | null;
      company?: string | null;
      country?: string | null;
      /** @example thandi@example.co.za */
      email: string;
      firstName?: string | null;
      /** @description The token of an invitation link: the account joins that business with the role invited (and starts none of its own), and the address, which must be the one invited, counts as confirmed */
      invitationToken?: string;
      lastName?: string | null;
      numberOfEmployees?: number | null;
      /** @description Not a common password, and not containing the username or the email name */
      password: string;
      phone?: string | null;
      postalCode?: string | null;
      registrationNumber?: string | null;
      /** @example thandi */
      username: string;
      vatNumber?: string | null;
    };
    RemovePasskeysDto: {
      /** @description The token from the password reset answer or the "password changed" mail */
      token: string;
    };
    RequestClientDto: {
      company: string | null;
      id: number;
      name: string;
    };
    /** @enum {string} */
    RequestFilter: 'open' | 'pending' | 'overdue' | 'completed' | 'all';
    RequestListItemDto: {
      client: components['schemas']['RequestClientDto'];
      request: components['schemas']['DocumentRequestResponseDto'];
    };
    RequestPageResponseDto: {
      /** @description Earliest due date first */
      items: components['schemas']['RequestListItemDto'][];
      limit: number;
      offset: number;
      total: number;
    };
    ResetPasskeyDto: {
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastUsedAt: string | null;
      /** @example Work laptop */
      name: string;
    };
    ResetPasswordDto: {
      password: string;
      /** @description The token from the link in the reset mail */
      token: string;
    };
    ReviewDocumentDto: {
      /** @description Required for rejected and needs_revision */
      reviewNotes?: string | null;
      status: components['schemas']['ReviewStatus'];
    };
    ReviewQueueItemDto: {
      client: components['schemas']['DocumentClientDto'];
      document: components['schemas']['StaffDocumentResponseDto'];
    };
    ReviewQueueResponseDto: {
      /** @description Oldest upload first, so the longest-waiting document is reviewed first */
      items: components['schemas']['ReviewQueueItemDto'][];
      limit: number;
      offset: number;
      total: number;
    };
    /** @enum {string} */
    ReviewStatus: 'approved' | 'rejected' | 'needs_revision';
    RevokedSessionsDto: {
      /** @description How many sessions were ended */
      revoked: number;
    };
    ScheduledChangeDto: {
      /** @description Agreed in a signed engagement letter (a change the firm proposed), not chosen by the client alone */
      agreedByLetter: boolean;
      /**
       * Format: date-time
       * @description The first day of the period billed at the new package
       */
      effectiveFrom: string;
      /**
       * @description Monthly price in rand, VAT included, from then on: the price agreed in its engagement letter, else the package price
       * @example 1299
       */
      price: number;
      serviceId: number;
      /** @example Essential */
      title: string;
    };
    SecondFactorDto: {
      /** @example 123456 */
      code?: string;
      /** @example ABCDE-FGHJK */
      recoveryCode?: string;
    };
    /** @enum {string} */
    SecondFactorMethod: 'totp' | 'recovery-code' | 'passkey';
    SecondFactorRequiredDto: {
      methods: components['schemas']['SecondFactorMethod'][];
      /**
       * @example true
       * @enum {boolean}
       */
      twoFactorRequired: true;
    };
    SecurityMessageDto: {
      message: string;
    };
    SelectBusinessDto: {
      /**
       * @description A business the caller is a member of
       * @example 17
       */
      businessId: number;
    };
    ServiceResponseDto: {
      /** @description An add-on, held beside the main package; a business holds one main package at a time */
      addOn: boolean;
      description: string;
      features: string[];
      id: number;
      /**
       * @description Stable key, also the anchor on /services
       * @example standard
       */
      packageType: string;
      /**
       * @description Monthly price in rand, VAT included
       * @example 3599
       */
      price: number;
      /** @example Standard */
      title: string;
    };
    /** @enum {string} */
    SignInMethod: 'password' | 'totp' | 'recovery-code' | 'passkey' | 'registration';
    SignLetterDto: {
      /** @description Consent to sign electronically; must be true */
      consent: boolean;
      fullName: string;
      /** @description A drawn signature: a PNG data URL (data:image/png;base64,…), at most 60 kB */
      signature?: string | null;
    };
    SignResponseDto: {
      engagementLetter: components['schemas']['EngagementLetterDto'];
      /** @description The first invoice, issued by the signature; null for a change, which is billed with the period it takes effect */
      invoice: components['schemas']['InvoiceResponseDto'] | null;
      /** @description Pending until its first invoice is paid; for a change, the subscription held, with the change scheduled */
      subscription: components['schemas']['SubscriptionResponseDto'];
    };
    StaffClientRefDto: {
      company: string | null;
      id: number;
      name: string;
    };
    StaffConversationDetailDto: {
      /** @description Team members who may see this client (possible assignees) */
      assignableStaff: components['schemas']['AssignableStaffDto'][];
      assignee: components['schemas']['PersonDto'] | null;
      client: components['schemas']['StaffClientRefDto'];
      /** Format: date-time */
      createdAt: string;
      id: number;
      /** Format: date-time */
      lastActivityAt: string;
      /** @description The last message the client can see */
      lastMessage: components['schemas']['LastMessageDto'] | null;
      /** @description Oldest first, internal notes included */
      messages: components['schemas']['StaffMessageDto'][];
      status: components['schemas']['ConversationStatus'];
      subject: string;
      /** @description Client messages you have not read yet */
      unreadCount: number;
      /**
       * Format: date-time
       * @description Open, and the client spoke last since then
       */
      waitingSince: string | null;
    };
    StaffConversationPageDto: {
      items: components['schemas']['StaffConversationSummaryDto'][];
      limit: number;
      offset: number;
      total: number;
    };
    StaffConversationSummaryDto: {
      assignee: components['schemas']['PersonDto'] | null;
      client: components['schemas']['StaffClientRefDto'];
      id: number;
      /** Format: date-time */
      lastActivityAt: string;
      /** @description The last message the client can see */
      lastMessage: components['schemas']['LastMessageDto'] | null;
      status: components['schemas']['ConversationStatus'];
      subject: string;
      /** @description Client messages you have not read yet */
      unreadCount: number;
      /**
       * Format: date-time
       * @description Open, and the client spoke last since then
       */
      waitingSince: string | null;
    };
    StaffDocumentResponseDto: {
      /**
       * @description The client business the document belongs to
       * @example 12
       */
      businessId: number;
      category: components['schemas']['DocumentCategory'];
      description: string | null;
      /**
       * @description Staff download route (attachment)
       * @example /api/staff/clients/12/documents/34/file
       */
      downloadUrl: string;
      /**
       * @description The client's file name, cleaned
       * @example bank-statement-march.pdf
       */
      fileName: string;
      /**
       * @description Size in bytes
       * @example 183204
       */
      fileSize: number;
      /**
       * @description Content type the client declared
       * @example application/pdf
       */
      fileType: string;
      /** @example 42 */
      id: number;
      /** Format: date-time */
      lastModified: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description Staff user id of the reviewer */
      reviewedBy: number | null;
      /** @description Reviewer's name, once a staff member has reviewed the document */
      reviewerName: string | null;
      reviewNotes: string | null;
      status: components['schemas']['DocumentStatus'];
      /** Format: date-time */
      uploadedAt: string;
      /**
       * @description Who filed it: the business's member who uploaded it, or the staff member for the firm's files; null once that account is closed
       * @example Thandi Nkosi
       */
      uploaderName: string | null;
      /** @description The person who uploaded it; null once their account is gone */
      userId: number | null;
    };
    StaffEngagementLetterDto: {
      businessId: number | null;
      /** @description Null once the business has closed */
      businessName: string | null;
      /**
       * Format: date-time
       * @description When it was withdrawn or replaced by a newer letter
       */
      closedAt: string | null;
      /** @description True once both sides have signed: the PDF is then the final signed letter */
      complete: boolean;
      /** Format: date-time */
      countersignedAt: string | null;
      countersignerName: string | null;
      /** Format: date-time */
      firstViewedAt: string | null;
      id: number;
      /** @description purchase: a package the client chose; proposal: one the firm proposed; change: the firm proposes changing the main package held (its package or price) */
      kind: components['schemas']['EngagementLetterKind'];
      /** @description Rand a month, as agreed in the letter */
      monthlyPrice: number;
      /** @description The firm’s covering note of a proposal */
      note: string | null;
      /** @example EL-7F3A9C21 */
      reference: string;
      /** Format: date-time */
      sentAt: string;
      serviceId: number | null;
      /** Format: date-time */
      signedAt: string | null;
      signerName: string | null;
      status: components['schemas']['EngagementLetterStatus'];
      /** @description The purchase waiting for it, or the subscription its signature created */
      subscriptionId: number | null;
      /** @example Standard */
      title: string;
      /** @description Why the firm withdrew it */
      withdrawnReason: string | null;
    };
    StaffFirmDocumentDto: {
      /**
       * Format: date-time
       * @description When the client acknowledged it
       */
      acknowledgedAt: string | null;
      /** @description Whether the client is asked to acknowledge it */
      acknowledgementRequested: boolean;
      category: components['schemas']['FirmDocumentCategory'];
      description: string | null;
      /**
       * @description Staff download route (attachment)
       * @example /api/staff/clients/12/documents/42/file
       */
      downloadUrl: string;
      /** @example annual-financial-statements-2026.pdf */
      fileName: string;
      /**
       * @description Size in bytes
       * @example 183204
       */
      fileSize: number;
      /** @example application/pdf */
      fileType: string;
      /**
       * @description Download route; add ?inline=1 to view a PDF or image
       * @example /api/documents/firm/42/file
       */
      fileUrl: string;
      /** @example 42 */
      id: number;
      /**
       * Format: date-time
       * @description When the firm published it
       */
      publishedAt: string;
      /** @description Staff user id of the publisher */
      publishedBy: number | null;
      /** @description Who at the firm published it */
      publishedByName: string | null;
      /**
       * Format: date-time
       * @description When the client first opened it or marked it read; null while unread
       */
      readAt: string | null;
    };
    StaffInvoiceResponseDto: {
      /** @description The client business; null once it is closed (the invoice is kept) */
      businessId: number | null;
      clientName: string;
      /** @description Rand credited by credit notes */
      credited: number;
      /**
       * @description Credit notes issued against it
       * @example [
       *       "CN-000003"
       *     ]
       */
      creditNotes: string[];
      description: string;
      /** Format: date-time */
      dueAt: string;
      id: number;
      /** Format: date-time */
      issuedAt: string;
      /**
       * @description The serial number as printed
       * @example INV-000042
       */
      number: string;
      /** Format: date-time */
      paidAt: string | null;
      /** @description Bank or gateway reference the payment was confirmed with */
      paidReference: string | null;
      /**
       * @description How it was settled: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while open
       * @example eft
       */
      paymentMethod: string | null;
      /** Format: date-time */
      periodEnd: string;
      /** Format: date-time */
      periodStart: string;
      /** @description The client has attached proof of payment */
      proofOfPayment: boolean;
      /**
       * Format: date-time
       * @description When the client last sent proof of payment; staff lists show "Proof received" and the client is told we will confirm it
       */
      proofReceivedAt: string | null;
      /**
       * @description Payment reference to quote on an EFT
       * @example INV000042
       */
      reference: string;
      status: components['schemas']['InvoiceStatus'];
      subscriptionId: number | null;
      /** @description Issued as a tax invoice (the firm is VAT-registered) */
      taxInvoice: boolean;
      /**
       * @description Rand, VAT included
       * @example 3599
       */
      total: number;
      /** @description The person it was issued for, or who sent its proof */
      userId: number | null;
      /**
       * @description VAT included in the total (0 on a plain invoice)
       * @example 469.43
       */
      vat: number;
    };
    StaffMemberResponseDto: {
      /** @description Clients actively assigned to them */
      assignedClients: number;
      /** Format: date-time */
      createdAt: string;
      email: string;
      firstName: string | null;
      id: number;
      /** @description false once deactivated: cannot sign in */
      isActive: boolean;
      /** Format: date-time */
      lastLogin: string | null;
      lastName: string | null;
      /** @description Full name, else the username */
      name: string;
      phone: string | null;
      /** @description The role they act with (an isStaff flag without a staff role acts as accountant) */
      role: components['schemas']['StaffRole'];
      /** @description An authenticator app is set up (staff cannot work without it) */
      twoFactorEnabled: boolean;
      username: string;
    };
    StaffMessageDto: {
      attachments: components['schemas']['MessageAttachmentDto'][];
      author: components['schemas']['MessageAuthorDto'];
      /** @description Plain text */
      body: string;
      /** Format: date-time */
      createdAt: string;
      /** @description For a client: the message's position in the conversation (1, 2, 3…), so internal notes leave no gaps; for staff: its database id */
      id: number;
      /** @description An internal note: staff only, never shown to the client */
      internal: boolean;
      /** @description Read by the other side (for the firm: by any team member) */
      readByOtherSide: boolean;
    };
    StaffMessageResponseDto: {
      /** @example Request canceled */
      message: string;
    };
    StaffObligationDto: {
      /** @description Rand */
      amount: number | null;
      client: components['schemas']['ObligationClientDto'];
      /**
       * Format: date
       * @description Already moved off weekends and public holidays
       */
      dueDate: string;
      id: number;
      /** @example VAT201 for Nov–Dec 2026 */
      label: string;
      note: string | null;
      /** @description Past the due date (the firm's time zone) and not submitted, paid or not applicable */
      overdue: boolean;
      /** Format: date */
      periodEnd: string;
      /** Format: date */
      periodStart: string;
      /** @description SARS's payment reference number */
      prn: string | null;
      proofDocumentIds: number[];
      proofs: components['schemas']['ObligationProofDto'][];
      status: components['schemas']['ObligationStatus'];
      type: components['schemas']['ObligationType'];
      /** Format: date-time */
      updatedAt: string;
    };
    StaffObligationPageDto: {
      /** @description Earliest due date first */
      items: components['schemas']['StaffObligationDto'][];
      limit: number;
      offset: number;
      total: number;
    };
    StaffPaymentResponseDto: {
      /**
       * @description In the currency below; rand for ZAR
       * @example 3599
       */
      amount: number;
      /** @description The client business; null once it is closed (the record is kept) */
      businessId: number | null;
      /** Format: date-time */
      createdAt: string;
      /** @example ZAR */
      currency: string;
      description: string | null;
      id: number;
      /** Format: date-time */
      paymentDate: string;
      /**
       * @description How the money came: eft, card, instant_eft, payfast or bank_statement (labels in @table-bay/shared); null while owed, or not recorded
       * @example eft
       */
      paymentMethod: string | null;
      /**
       * @description Title of the subscription's package
       * @example Standard
       */
      serviceTitle: string | null;
      status: components['schemas']['PaymentStatus'];
      /** @description The bank reference staff confirmed, the bank statement line, or the PayFast payment id */
      stripePaymentId: string | null;
      subscriptionId: number | null;
      /** @description The person who paid; null when staff recorded it */
      userId: number | null;
    };
    StaffPostMessageDto: {
      /** @description Plain text; never interpreted as HTML */
      body: string;
      /** @description Required with attachments: the category the files are filed under in Documents */
      category?: components['schemas']['DocumentCategory'];
      /** @description multipart/form-data only: up to 10 files of at most 10MB each, repeated in this field */
      files?: string[];
      /**
       * @description An internal note: seen by staff only, never by the client
       * @default false
       */
      internal: boolean;
    };
    /**
     * @description The role they act with (an isStaff flag without a staff role acts as accountant)
     * @enum {string}
     */
    StaffRole: 'admin' | 'manager' | 'accountant';
    StaffSubscriptionResponseDto: {
      autoRenew: boolean;
      /** @description The client business that holds it */
      businessId: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description For a canceled subscription: access ends then
       */
      endDate: string | null;
      id: number;
      /**
       * @description What it is billed a month in rand, VAT included (the agreed price, else the package price); null without either
       * @example 2999
       */
      monthlyPrice: number | null;
      /** @description Who started it on account, when and why; null otherwise */
      onAccount: components['schemas']['OnAccountDto'] | null;
      /**
       * Format: date-time
       * @description Started by the firm before its first invoice was paid ("start on account"): since when; null otherwise
       */
      onAccountSince: string | null;
      /** Format: date-time */
      renewalDate: string | null;
      /** @description A change waiting for the next period: a downgrade, or a change agreed in an engagement letter */
      scheduledChange: components['schemas']['ScheduledChangeDto'] | null;
      service: components['schemas']['ServiceResponseDto'] | null;
      serviceId: number;
      /** Format: date-time */
      startDate: string;
      status: components['schemas']['SubscriptionStatus'];
      /** Format: date-time */
      updatedAt: string;
      /** @description The person who subscribed; null when staff opened it or the account is gone */
      userId: number | null;
    };
    StaffUnreadCountDto: {
      /** @description Conversations with at least one such message */
      conversations: number;
      /** @description Client messages this staff member has not read, in the conversations of the clients they may see */
      messages: number;
    };
    StaffUpdateObligationDto: {
      /** @description Rand, at most two decimals */
      amount?: number | null;
      note?: string | null;
      /** @example 4123456789VAT0000001 */
      prn?: string | null;
      /** @description Ids of the business's documents; replaces the set */
      proofDocumentIds?: number[];
      status?: components['schemas']['ObligationStatus'];
    };
    /**
     * @description Staff only: each client upload at once, or one digest at 08:00
     * @enum {string}
     */
    StaffUploadMode: 'immediate' | 'digest';
    StartOnAccountDto: {
      /** @example Retainer agreed with the director; invoice to be paid with the January payment run */
      reason: string;
    };
    StorageUsageDto: {
      /**
       * @description Bytes this business may store (CLIENT_STORAGE_QUOTA_MB)
       * @example 2147483648
       */
      quotaBytes: number;
      /**
       * @description Bytes of documents stored
       * @example 1288490189
       */
      usedBytes: number;
    };
    SubscriptionResponseDto: {
      autoRenew: boolean;
      /** @description The client business that holds it */
      businessId: number;
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: date-time
       * @description For a canceled subscription: access ends then
       */
      endDate: string | null;
      id: number;
      /**
       * @description What it is billed a month in rand, VAT included: the price its engagement letter agreed, else the package price
       * @example 2999
       */
      monthlyPrice: number;
      /**
       * Format: date-time
       * @description Started by the firm before its first invoice was paid ("start on account"): since when; null otherwise
       */
      onAccountSince: string | null;
      /** Format: date-time */
      renewalDate: string | null;
      /** @description A change waiting for the next period: a downgrade, or a change agreed in an engagement letter */
      scheduledChange: components['schemas']['ScheduledChangeDto'] | null;
      service: components['schemas']['ServiceResponseDto'];
      serviceId: number;
      /** Format: date-time */
      startDate: string;
      status: components['schemas']['SubscriptionStatus'];
      /** Format: date-time */
      updatedAt: string;
      /** @description The person who subscribed; null when staff opened it or the account is gone */
      userId: number | null;
    };
    /** @enum {string} */
    SubscriptionStatus: 'active' | 'canceled' | 'expired' | 'pending' | 'awaiting_signature';
    TotpCodeDto: {
      /**
       * @description The 6-digit code the authenticator app shows now
       * @example 123456
       */
      code: string;
    };
    TotpSetupResponseDto: {
      /** @example otpauth://totp/... */
      otpauthUrl: string;
      /** @description The otpauth URL as a QR code, an SVG document */
      qrSvg: string;
      /** @description Base32 secret, for typing into the app by hand */
      secret: string;
    };
    TwoFactorStatusDto: {
      /** Format: date-time */
      enabledAt: string | null;
      passkeys: number;
      recoveryCodesRemaining: number;
      /** @description Staff accounts must have two-factor sign-in on */
      required: boolean;
      totpEnabled: boolean;
    };
    UnpaidInvoiceDto: {
      /**
       * Format: date-time
       * @example 2026-12-07T21:59:59.000Z
       */
      dueAt: string;
      id: number;
      /** @example INV-000042 */
      number: string;
      /** @description issued or overdue */
      status: components['schemas']['InvoiceStatus'];
      /**
       * @description Rand to pay
       * @example 3599
       */
      total: number;
    };
    UnreadCountDto: {
      /** @description Conversations with at least one such message */
      conversations: number;
      /** @description Messages from the firm not read yet */
      messages: number;
    };
    UpdateClientNoteDto: {
      content?: string;
      isPrivate?: boolean;
    };
    UpdateConversationDto: {
      /** @description A staff member who may see the client; null to unassign */
      assigneeId?: number | null;
      status?: components['schemas']['ConversationStatus'];
    };
    UpdateEmployeeDto: {
      /** @description Valid address or empty ('' is stored as null) */
      email?: string | null;
      employeeId?: string | null;
      /**
       * @description yyyy-MM-dd or null while employed; not before 1900-01-01 nor the start date
       * @example null
       */
      endDate?: string | null;
      /** @example Sipho */
      firstName?: string;
      /** @default true */
      isActive: boolean;
      /** @example Dlamini */
      lastName?: string;
      phone?: string | null;
      position?: string | null;
      /**
       * @description Monthly salary in rand, more than 0, at most 2 decimals
       * @example 18500
       */
      salaryAmount?: number;
      /**
       * @description yyyy-MM-dd; not in the future, not before 1900-01-01
       * @example 2024-03-01
       */
      startDate?: string | null;
      taxNumber?: string | null;
    };
    UpdateJobDto: {
      /** @description A staff member who may see the client, or null for nobody */
      assigneeId?: number | null;
      /**
       * Format: date
       * @description The firm’s new deadline (yyyy-MM-dd)
       */
      dueDate?: string;
      /** @description An internal note added to the job (never shown to the client) */
      note?: string;
      /**
       * @description SARS’s payment reference, stored on the linked obligation when the job is marked done
       * @example 4123456789VAT0000001
       */
      prn?: string;
      /** @description Move the job; `done` with a linked obligation marks it submitted */
      stage?: components['schemas']['JobStage'];
    };
    UpdateJobTemplateDto: {
      active?: boolean;
      checklist?: components['schemas']['ChecklistItemTemplateDto'][];
      clientLabel?: string;
      defaultAssignee?: components['schemas']['JobDefaultAssignee'];
      dueDays?: number;
      dueRule?: components['schemas']['JobDueRule'];
      name?: string;
      obligationType?: (string & components['schemas']['ObligationType']) | null;
      packageTypes?: ('start-ups' | 'essential' | 'standard' | 'advanced' | 'professional' | 'elite')[];
      recurrence?: components['schemas']['JobRecurrence'];
    };
    UpdateNotificationPreferencesDto: {
      complianceReminders?: boolean;
      documentReviews?: boolean;
      requestReminders?: boolean;
      staffUploads?: components['schemas']['StaffUploadMode'];
    };
    UpdateObligationProofDto: {
      /** @description Ids of the business's documents; replaces the set */
      proofDocumentIds: number[];
    };
    UpdateProfileDto: {
      /** @description Required by the company form: "Address is required" */
      address?: string;
      annualRevenue?: (string & components['schemas']['AnnualRevenue']) | null;
      businessType?: (string & components['schemas']['BusinessType']) | null;
      /** @description Required by the company form: "City is required" */
      city?: string;
      coidaRegistered?: boolean;
      /** @description Required by the company form: "Company name is required" */
      company?: string;
      companyRegistrationNumber?: string | null;
      /** @description Required by the company form: "Country is required" */
      country?: string;
      /** @description The month the financial year ends in */
      financialYearEndMonth?: number | null;
      /** @description Required by the company form: "First name is required" */
      firstName?: string;
      incomeTaxNumber?: string | null;
      incorporationDate?: string | null;
      /** @description Required by the company form: "Last name is required" */
      lastName?: string;
      numberOfEmployees?: number | null;
      payeReference?: string | null;
      /** @description Required by the company form: "Phone number is required" */
      phone?: string;
      /** @description Required by the company form: "Postal code is required" */
      postalCode?: string;
      provisionalTaxpayer?: boolean;
      registrationNumber?: string | null;
      uifReference?: string | null;
      /** @description Null when not a VAT vendor */
      vatCategory?: (string & components['schemas']['VatCategory']) | null;
      /** @description efiling unless set */
      vatFilingChannel?: components['schemas']['VatFilingChannel'];
      vatNumber?: string | null;
    };
    UpdateSubscriptionDto: {
      autoRenew: boolean;
    };
    UpdateWorkDigestDto: {
      /** @description true: send the daily digest */
      enabled: boolean;
    };
    UploadDocumentsResponseDto: {
      documents: components['schemas']['DocumentResponseDto'][];
      /** @example Your documents have been uploaded and are pending review. */
      message: string;
    };
    UserResponseDto: {
      address: string | null;
      annualRevenue: (string & components['schemas']['AnnualRevenue']) | null;
      businessType: (string & components['schemas']['BusinessType']) | null;
      city: string | null;
      coidaRegistered: boolean;
      company: string | null;
      /** @description The current business's employees; empty when the role may not see them */
      companyEmployees: components['schemas']['EmployeeResponseDto'][];
      /** @example 2019/123456/07 */
      companyRegistrationNumber: string | null;
      country: string;
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** @description Whether the current email address was confirmed through its link */
      emailVerified: boolean;
      financialYearEndMonth: number | null;
      firstName: string | null;
      id: number;
      incomeTaxNumber: string | null;
      /** Format: date */
      incorporationDate: string | null;
      isProfileComplete: boolean;
      isStaff: boolean;
      /** Format: date-time */
      lastLogin: string | null;
      lastName: string | null;
      numberOfEmployees: number | null;
      payeReference: string | null;
      /** @description A new address waiting for its confirmation link to be opened */
      pendingEmail: string | null;
      phone: string | null;
      postalCode: string | null;
      /** Format: date-time */
      previousLogin: string | null;
      provisionalTaxpayer: boolean;
      registrationNumber: string | null;
      role: components['schemas']['UserRole'];
      /**
       * Format: date-time
       * @description When the terms of service and the privacy policy were accepted (at registration)
       */
      termsAcceptedAt: string | null;
      /** @description The version of those texts that was accepted */
      termsVersion: string | null;
      uifReference: string | null;
      /** Format: date-time */
      updatedAt: string;
      username: string;
      vatCategory: (string & components['schemas']['VatCategory']) | null;
      vatFilingChannel: components['schemas']['VatFilingChannel'];
      vatNumber: string | null;
    };
    /** @enum {string} */
    UserRole: 'client' | 'admin' | 'accountant' | 'manager';
    /** @enum {string} */
    VatCategory: 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
    /** @enum {string} */
    VatFilingChannel: 'efiling' | 'manual';
    VerifyEmailDto: {
      /** @description The token from the link in the confirmation mail */
      token: string;
    };
    VerifyResponseDto: {
      letterId?: number;
      /** Format: date-time */
      signedAt?: string;
      /** @description The client’s signer */
      signer?: string;
      /** @description True when the file is, byte for byte, a signed letter the firm issued */
      valid: boolean;
    };
    WaitlistEnquiryResponseDto: {
      business: string | null;
      /** @description The client business this enquiry became, once invited */
      businessId: number | null;
      /** Format: date-time */
      createdAt: string;
      email: string;
      id: number;
      /** @example standard */
      interest: string | null;
      isContacted: boolean;
      message: string | null;
      name: string;
      phone: string | null;
    };
    WaitlistPageResponseDto: {
      items: components['schemas']['WaitlistEnquiryResponseDto'][];
      limit: number;
      offset: number;
      /** @description Matching enquiries in all pages */
      total: number;
      /** @description Enquiries not yet contacted, whatever the filters (for the badge) */
      uncontactedCount: number;
    };
    WebAuthnOptionsDto: {
      /** @description base64url challenge */
      challenge: string;
    };
    WithdrawLetterDto: {
      reason: string;
    };
    WorkDigestDto: {
      /** @description A mail each morning with the jobs due in the next 3 business days and the overdue ones */
      enabled: boolean;
    };
    WorkloadDto: {
      /**
       * Format: date
       * @description Monday of the week after
       */
      nextWeekOf: string;
      /** @description Every active staff member in scope (by name), then unassigned work */
      rows: components['schemas']['WorkloadRowDto'][];
      /**
       * Format: date
       * @description Monday of the week counted
       */
      weekOf: string;
    };
    WorkloadRowDto: {
      /** @description Open and due the week after */
      dueNextWeek: number;
      /** @description Open and due in the week of weekOf (Monday to Sunday) */
      dueThisWeek: number;
      /** @description Jobs not done or cancelled */
      open: number;
      /** @description Open and past their due date */
      overdue: number;
      /** @description Null: jobs nobody has yet */
      staff: components['schemas']['JobPersonDto'] | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  TwoFactorController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatusDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_disable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisableTotpDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecurityMessageDto'];
        };
      };
      /** @description Password or code wrong, or not on */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Staff accounts must keep it on */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many codes tried */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_enable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCodeDto'];
      };
    };
    responses: {
      /** @description On; the ten recovery codes, shown this once */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodesResponseDto'];
        };
      };
      /** @description Code wrong, or set-up not started */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already on */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many codes tried */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TwoFactorController_setup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A new secret to confirm with one code; nothing changes until then */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpSetupResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The authenticator is already on */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountDataController_activityPage: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountActivityPageDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountDataController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A ZIP of the profile, company, employees, subscriptions, payments, invoices, document requests, documents, messages, activity and every uploaded file, with a README.txt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
          'application/zip': string;
        };
      };
      /** @description A large account (EXPORT_STREAM_MAX_MB): the copy is built in the background and a link is mailed */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataExportPreparingDto'];
          'application/zip': components['schemas']['DataExportPreparingDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description One export an hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountDataController_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The copy built in the background, for its owner, while the mailed link is valid */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not this account’s link, or expired */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountDataController_exportStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataExportStatusDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasskeysController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasskeysController_add: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddPasskeyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyDto'];
        };
      };
      /** @description Not verified, expired, already added, or a field is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasskeysController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecurityMessageDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No passkey of yours has that id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasskeysController_options: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeyRegistrationOptionsDto'];
      };
    };
    responses: {
      /** @description Registration options for navigator.credentials.create, once the password (and code) are right; good for five minutes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebAuthnOptionsDto'];
        };
      };
      /** @description Password missing or wrong; code missing or wrong when the authenticator is on */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many password confirmations or codes for this account or network */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DeviceSessionsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active sessions, this one first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceSessionDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DeviceSessionsController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        handle: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevokedSessionsDto'];
        };
      };
      /** @description That is the current session */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No session of yours has that handle */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DeviceSessionsController_revokeOthers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevokedSessionsDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PayfastNotifyController_notify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Always 200 (empty); what the notification changed is decided by its checks */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BillingSettingsController_settings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillingSettingsResponseDto'];
        };
      };
    };
  };
  BusinessesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessSummaryDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessDataController_export: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A ZIP of the business's profile and people, employees, subscriptions, payments, invoices, document requests, documents, documents from the firm, conversations and every uploaded file, with a README.txt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
          'application/zip': string;
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A member who is not an owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description One copy of a business an hour for each owner */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessInvitationsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your role in this business does not allow that */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessInvitationsController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateInvitationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationDto'];
        };
      };
      /** @description Not an email address, or not a known role */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your role in this business does not allow that */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description That person is already a member */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many invitations from this account today */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessInvitationsController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        invitationId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your role in this business does not allow that */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours, or no such open invitation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessesController_members: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Owners first, then by when they joined */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your role in this business does not allow that */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your role in this business does not allow that */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours, or no such member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A business must keep at least one owner */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessesController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeMemberRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberDto'];
        };
      };
      /** @description Not a known role */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Your role in this business does not allow that */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours, or no such member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A business must keep at least one owner */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BusinessesController_currentOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentBusinessDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description You act for no business (staff, or a person whose membership ended) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ComplianceController_issueFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarFeedDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ComplianceController_revokeFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link no longer works (also when there was none) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CalendarFeedController_feed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description Calendar feed not found: unknown, replaced by a newer link, or turned off */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ComplianceController_list: {
    parameters: {
      query?: {
        /** @description First due date (yyyy-MM-dd); today when left out */
        from?: string;
        /** @description Last due date (yyyy-MM-dd); a year after from when left out */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ObligationDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ComplianceController_updateProof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateObligationProofDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ObligationDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such obligation of the business, or a document that is not the business’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConversationsController_list: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        /** @description Search text (case-insensitive, matches part of a field) */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Your conversations, latest message first; q searches subjects and messages */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationPageDto'];
        };
      };
      /** @description A query field that is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConversationsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateConversationDto'];
        'multipart/form-data': components['schemas']['CreateConversationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationDetailDto'];
        };
      };
      /** @description No subject or message, or one that is too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file over 10MB (all such files are named), or more than 10 files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many messages in an hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConversationsController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversation with its messages, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationDetailDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConversationsController_reply: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PostMessageDto'];
        'multipart/form-data': components['schemas']['PostMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageDto'];
        };
      };
      /** @description No message, or one that is too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file over 10MB (all such files are named), or more than 10 files */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many messages in an hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConversationsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything in the conversation is read; the new unread totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConversationsController_unreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentRequestsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The business's document requests (a payroll administrator's: the payroll ones), newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRequestResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The business's documents (a payroll administrator's: the payroll ones), newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_file: {
    parameters: {
      query?: {
        /** @description Ask to view the file in the browser; honoured for PDFs and images only, anything else downloads */
        inline?: '1' | '0' | 'true' | 'false';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment unless ?inline=1 asks to view a PDF or image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such document of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  FirmDocumentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Documents the firm published to you, newest first, with the unread count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FirmDocumentListDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  FirmDocumentsController_acknowledge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Acknowledged, with the time (the first time is kept) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FirmDocumentDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such document from the firm to you */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The document does not ask for an acknowledgement */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  FirmDocumentsController_file: {
    parameters: {
      query?: {
        /** @description Ask to view the file in the browser; honoured for PDFs and images only, anything else downloads */
        inline?: '1' | '0' | 'true' | 'false';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment unless ?inline=1 asks to view a PDF or image; marks it read */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such document from the firm to you */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  FirmDocumentsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked read (the first time is kept) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FirmDocumentDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such document from the firm to you */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StorageUsageController_usage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The business's storage used and quota (shared by its members) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StorageUsageDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DocumentsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Up to 10 files of at most 10MB each, repeated in the "files" field */
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @enum {string} */
          category:
            | 'bank_statement'
            | 'invoice'
            | 'receipt'
            | 'financial_statement'
            | 'tax_return'
            | 'vat_return'
            | 'payroll_tax'
            | 'business_registration'
            | 'company_constitution'
            | 'director_id'
            | 'license'
            | 'contract'
            | 'report'
            | 'other';
          description?: string;
          files: string[];
          /** @description An open document request of yours that these files answer */
          requestId?: number;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadDocumentsResponseDto'];
        };
      };
      /** @description No category, no file, an empty file or a field that is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A category your role in the business does not reach (the payroll role files payroll papers only) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description requestId is not one of the business's document requests */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The document request is already completed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file over 10MB (all such files are named), too many files, or over the storage quota */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description More uploads this hour than UPLOAD_LIMIT_PER_HOUR */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmailVerificationController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyEmailDto'];
      };
    };
    responses: {
      /** @description The address is confirmed (a pending new address becomes the account email) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The link is invalid, used or expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another account took the new address meanwhile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmailVerificationController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MailAcceptedDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmployeesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active employees first, then by last name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmployeesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateEmployeeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeResponseDto'];
        };
      };
      /** @description A field is not valid; `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmployeesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeRemovedDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such employee of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EmployeesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEmployeeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeResponseDto'];
        };
      };
      /** @description A field is not valid; `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such employee of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EngagementLettersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EngagementLetterSummaryDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The caller’s role in the business does not include engagement letters */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EngagementLettersController_open: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The letter’s wording as sent, and where it stands */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EngagementLetterDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The caller’s role in the business does not include engagement letters */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such letter of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EngagementLettersController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The final signed letter once both sides have signed; until then the letter as presented */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The caller’s role in the business does not include engagement letters */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such letter of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  EngagementLettersController_sign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignLetterDto'];
      };
    };
    responses: {
      /** @description Signed; the first invoice is issued and the subscription waits for its payment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignResponseDto'];
        };
      };
      /** @description No full name, no consent, or a drawn signature that is not a PNG of at most 60 kB */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not an owner of the business, or the signer’s email address is not confirmed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such letter of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already signed, or withdrawn or replaced */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  LetterVerificationController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description valid: true with the letter, its signing time and signer; otherwise only valid: false */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyResponseDto'];
        };
      };
      /** @description No file attached */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many checks from this network in an hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Database and storage reachable */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Database or storage unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvitationsController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationPreviewDto'];
        };
      };
      /** @description This invitation link is not valid any more. Ask the person who invited you for a new one. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvitationsController_accept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptInvitationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentBusinessDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another address, an address not yet confirmed, or a staff account */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This invitation link is not valid any more. Ask the person who invited you for a new one. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already a member of this business */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current business's invoices, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice with the EFT details and whether card payment is offered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceDetailResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_payfastForm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed PayFast form for this invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayfastFormResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such open invoice of this client, or PayFast is not configured */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The (tax) invoice PDF exactly as issued, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  InvoicesController_proof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description Attached; staff will confirm the payment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceResponseDto'];
        };
      };
      /** @description No file, or not a PDF, JPEG or PNG, or larger than 10 MB */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The invoice is no longer open */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The file would pass the client's storage quota */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many uploads this hour (shared with document uploads) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      /** @description Signed in, or (with two-factor sign-in on) half signed in until POST /api/login/second-factor or /api/login/passkey */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'] | components['schemas']['SecondFactorRequiredDto'];
        };
      };
      /** @description Invalid username or password */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many failed attempts for this account (wait Retry-After seconds) or this IP */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignInStepsController_passkey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasskeySignInDto'];
      };
    };
    responses: {
      /** @description Signed in (password-less, or the second step) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description No passkey request in progress, or it expired */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The passkey could not be verified */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignInStepsController_passkeyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options for navigator.credentials.get: any passkey of ours, or, half signed in, only that account's */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebAuthnOptionsDto'];
        };
      };
      /** @description Too many passkey challenges asked for from this network */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SignInStepsController_secondFactor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecondFactorDto'];
      };
    };
    responses: {
      /** @description Signed in fully (new session id) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Code wrong, or no sign-in waiting for a second step */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many codes tried for this account or network */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Session destroyed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OverviewController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current business's accountant; its unpaid invoices only for a role that may read billing (else empty) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverviewResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordResetController_forgot: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordDto'];
      };
    };
    responses: {
      /** @description The same answer, in the same time, whether or not an account matched */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MailAcceptedDto'];
        };
      };
      /** @description Too many requests from this network or for this account */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasskeyRemovalController_removeAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RemovePasskeysDto'];
      };
    };
    responses: {
      /** @description Every passkey of the account removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeysRemovedDto'];
        };
      };
      /** @description The link is invalid or expired, or the password changed since */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PasswordResetController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      /** @description Password set; every session of the user ended; a notice mailed, listing the passkeys that still sign in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetDoneDto'];
        };
      };
      /** @description The link is invalid, used or expired, or the password breaks the rules */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current business's payments, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      /** @description Account created and signed in */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Username or email already in use */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CatalogueController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The six packages, cheapest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceResponseDto'][];
        };
      };
    };
  };
  SessionBusinessController_select: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SelectBusinessDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentBusinessDto'];
        };
      };
      /** @description businessId is missing or not a whole number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such business of yours */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_listAssignments: {
    parameters: {
      query?: {
        accountantId?: number;
        clientId?: number;
        /** @description true: include ended assignments (the history) */
        includeInactive?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientAssignmentResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_assign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAssignmentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientAssignmentResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client or accountant */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already assigned */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_unassign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ended (kept as history) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMessageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such assignment */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffAttentionController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description For you, in your scope (an accountant: the assigned clients; managers and admins: every client): each section with its count and first items */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttentionResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_billingOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Outstanding and overdue invoices of the clients in scope, and what was paid this month */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillingOverviewResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffClientsController_list: {
    parameters: {
      query?: {
        hasActiveSubscription?: boolean;
        /** @description Pending or overdue document requests */
        hasOpenRequests?: boolean;
        limit?: number;
        offset?: number;
        profileComplete?: boolean;
        /** @description Search text (case-insensitive, matches part of a field) */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest clients first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientPageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffOnboardingController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OnboardClientDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnboardedClientDto'];
        };
      };
      /** @description A field is not valid; `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffClientsController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDetailResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client, or not one this staff member may see */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateConversationDto'];
      };
    };
    responses: {
      /** @description Started and assigned to you */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffConversationDetailDto'];
        };
      };
      /** @description No subject or message, or one that is too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many messages in an hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffRequestsController_listForClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first, with the fulfilling document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRequestResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffRequestsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDocumentRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentRequestResponseDto'];
        };
      };
      /** @description A field is missing or the due date is in the past */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffRequestsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        requestId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Canceled: the request is removed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMessageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client or request in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is already fulfilled */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffDocumentsController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        documentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, as an attachment, with the same type and headers as the client's own download */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client or document in scope, or the stored file is missing */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffDocumentsController_review: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        documentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewDocumentDto'];
      };
    };
    responses: {
      /** @description Reviewed: status, notes, reviewer and time set */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffDocumentResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client or document in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffFirmDocumentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Documents published to the client, newest first, with read and acknowledged state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffFirmDocumentDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffFirmDocumentsController_publish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    /** @description Up to 10 files of at most 10MB each, repeated in the "files" field */
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description Ask the client to acknowledge the documents */
          acknowledgementRequested?: boolean;
          /** @enum {string} */
          category: 'financial_statements' | 'tax_return' | 'management_accounts' | 'payslip' | 'tax_certificate';
          description?: string;
          files: string[];
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishFirmDocumentsResponseDto'];
        };
      };
      /** @description No category or a wrong one, no file, an empty file or a field that is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file over 10MB (all such files are named), too many files, or past the client’s storage quota */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description More uploads this hour than UPLOAD_LIMIT_PER_HOUR */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client's invoices, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffInvoiceResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientNoteResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope, or no such note visible to this staff member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClientNoteDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientNoteResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope, or no such note visible to this staff member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMessageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope, or no such note visible to this staff member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateClientNoteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientNoteResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope, or no such note visible to this staff member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEngagementController_propose: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProposalDto'];
      };
    };
    responses: {
      /** @description The letter sent; the business’s owners are mailed */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffEngagementLetterDto'];
        };
      };
      /** @description No package, or a price, scope or note that is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope, or no such package */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffBillingController_startOnAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        subscriptionId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartOnAccountDto'];
      };
    };
    responses: {
      /** @description Active from now, renewing in a month; its invoice stays open */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffSubscriptionResponseDto'];
        };
      };
      /** @description No reason given */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope, or no such subscription of theirs */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The subscription is not waiting for its first payment */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffComplianceController_list: {
    parameters: {
      query?: {
        /** @description One client business */
        clientId?: number;
        from?: string;
        limit?: number;
        offset?: number;
        /** @description Only overdue obligations */
        overdue?: boolean;
        status?: components['schemas']['ObligationStatus'];
        to?: string;
        type?: components['schemas']['ObligationType'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffObligationPageDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description clientId names no client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffComplianceController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffUpdateObligationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ObligationDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such obligation of a client in scope, or a document that is not the client’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_inbox: {
    parameters: {
      query?: {
        /** @description Only this client's conversations */
        clientId?: number;
        /** @description unread: client messages you have not read; waiting: open and the client spoke last */
        filter?: components['schemas']['InboxFilter'];
        limit?: number;
        /** @description Only conversations assigned to you */
        mine?: boolean;
        offset?: number;
        /** @description Search text (case-insensitive, matches part of a field) */
        q?: string;
        status?: components['schemas']['ConversationStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffConversationPageDto'];
        };
      };
      /** @description A query field that is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description With every message and internal note, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffConversationDetailDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateConversationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffConversationDetailDto'];
        };
      };
      /** @description Nothing to change, a bad status, or an assignee who cannot see this client */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_post: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StaffPostMessageDto'];
        'multipart/form-data': components['schemas']['StaffPostMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMessageDto'];
        };
      };
      /** @description No message, one that is too long, files without a category, or files on an internal note */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A file over 10MB (all such files are named), more than 10 files, or past the client’s storage quota */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many messages in an hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked read for you */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffConversationDetailDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such conversation in your scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffConversationsController_unreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Client messages you have not read, across the clients you may see (the count on the Messages menu item) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffUnreadCountDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffRequestsController_list: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: components['schemas']['RequestFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Requests of the staff member's clients; default the open ones */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestPageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffDocumentsController_queue: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        /** @description Documents in this status; pending is the review queue */
        status?: components['schemas']['DocumentStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Documents of the staff member's clients in one status (default pending) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewQueueResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEngagementController_list: {
    parameters: {
      query?: {
        status?: components['schemas']['EngagementLetterStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first, at most 200 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffEngagementLetterDto'][];
        };
      };
      /** @description An unknown status */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEngagementController_countersign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Countersigned; the final PDF with its audit certificate is stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffEngagementLetterDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such letter of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not signed by the client yet, or already countersigned */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEngagementController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The final signed letter once both sides have signed; until then the letter as presented */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such letter of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEngagementController_withdraw: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WithdrawLetterDto'];
      };
    };
    responses: {
      /** @description Withdrawn: it can no longer be signed, a purchase waiting for it ends, and the owners are mailed the reason */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffEngagementLetterDto'];
        };
      };
      /** @description No reason, or one that is too long */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such letter of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already signed, withdrawn or replaced */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffOnboardingController_inviteEnquiry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteEnquiryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnboardedClientDto'];
        };
      };
      /** @description The business name given is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Enquiry not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description This enquiry has already become a client */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEnquiriesController_listContact: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        /** @description Search text (case-insensitive, matches part of a field) */
        q?: string;
        /** @description true: only unread messages */
        unread?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactPageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEnquiriesController_setRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkReadDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactEnquiryResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEnquiriesController_listWaitlist: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        /** @description Search text (case-insensitive, matches part of a field) */
        q?: string;
        /** @description true: only enquiries nobody has contacted yet */
        uncontacted?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaitlistPageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffEnquiriesController_setContacted: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkContactedDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaitlistEnquiryResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such enquiry */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_creditNotePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        noteId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A credit note PDF as issued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such credit note */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_markPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkPaidDto'];
      };
    };
    responses: {
      /** @description Paid; its subscription is active (or renewed) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffInvoiceResponseDto'];
        };
      };
      /** @description Reference or date missing or not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The invoice is not open (already paid or void) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice PDF as issued */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_proof: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proof of payment the client attached */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice, or no proof attached */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_refund: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefundDto'];
      };
    };
    responses: {
      /** @description Refunded by a credit note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreditNoteResponseDto'];
        };
      };
      /** @description Reason or amount missing or not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not paid, or more than is left unrefunded */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffInvoicesController_void: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Void; it keeps its number */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffInvoiceResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such invoice of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The invoice is not open (already paid or void) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JobTemplatesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobTemplateDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JobTemplatesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJobTemplateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobTemplateDto'];
        };
      };
      /** @description A field is not valid, or fields do not fit together (errors names each) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  JobTemplatesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateJobTemplateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobTemplateDto'];
        };
      };
      /** @description A field is not valid, or fields do not fit together */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such template */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_list: {
    parameters: {
      query?: {
        /** @description A staff member’s id, `me` for the caller (“My work”) or `none` for jobs nobody has yet */
        assigneeId?: string;
        /** @description One client business */
        clientId?: number;
        /** @description Due on or after this day (yyyy-MM-dd) */
        dueAfter?: string;
        /** @description Due on or before this day (yyyy-MM-dd) */
        dueBefore?: string;
        /** @description true: only overdue jobs; false: none of them */
        overdue?: boolean;
        /** @description Page number, from 1 */
        page?: number;
        pageSize?: number;
        /** @description One stage, or `open` for all but done and cancelled */
        stage?: components['schemas']['JobStageFilter'];
        /** @description Jobs of one template */
        templateId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobPageDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateJobDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDetailDto'];
        };
      };
      /** @description A field is not valid, or the assignee cannot see the client */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDetailDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateJobDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDetailDto'];
        };
      };
      /** @description Nothing to change, a value is not valid, or the assignee cannot see the client */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job of a client in scope */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Someone else changed the job a moment before */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_complete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        itemId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDetailDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such job of a client in scope, or no such item of it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The item is already done */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotificationsController_list: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        /** @description true: only unread */
        unread?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotificationsController_markRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such notification for this staff member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffNotificationsController_markAllRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkAllReadResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffOutboxController_list: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: components['schemas']['OutboxStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboxPageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffOutboxController_retry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued again for one more attempt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboxMessageResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such message */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The message is not failed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffReconciliationController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          amountColumn?: string;
          /** @enum {string} */
          bank: 'fnb' | 'standard-bank' | 'absa' | 'nedbank' | 'capitec' | 'generic';
          dateColumn?: string;
          descriptionColumn?: string;
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description Each credit line matched to an open invoice, or listed unmatched */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationResponseDto'];
        };
      };
      /** @description No file, an unknown bank, or a file that is not that bank’s CSV layout; the reason names the line of the file where there is one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffReconciliationController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every matched invoice marked paid, in one transaction */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReconciliationConfirmResponseDto'];
        };
      };
      /** @description A stored line has no valid date (stored before dates were checked at upload): nothing is marked paid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such statement uploaded by this staff member, or a matched invoice whose client is no longer theirs (nothing is marked paid) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already confirmed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMemberResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateStaffMemberDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMemberResponseDto'];
        };
      };
      /** @description A field is not valid */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Username or email already in use */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_changeRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeStaffRoleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMemberResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Admins cannot change their own role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such staff member */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_deactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sign-in locked, sessions ended, assignments ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMemberResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already deactivated */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTeamController_reactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Can sign in again with their previous password */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMemberResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The account is active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffTwoFactorResetController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Authenticator, recovery codes and passkeys removed; their sessions ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecurityMessageDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff member has that id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_digest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkDigestDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_setDigest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWorkDigestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkDigestDto'];
        };
      };
      /** @description enabled is missing or not true or false */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StaffWorkController_workload: {
    parameters: {
      query?: {
        /** @description Any day of the week to count from (yyyy-MM-dd); this week when left out */
        weekOf?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkloadDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not staff ("Staff access only"), or the staff role does not allow the action */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SubscriptionsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current business's subscriptions with their package, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponseDto'][];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PurchaseController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSubscriptionDto'];
      };
    };
    responses: {
      /** @description A subscription waiting for the signature of its engagement letter; the first invoice is issued when the letter is signed */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseResponseDto'];
        };
      };
      /** @description No package chosen, or the terms not accepted */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such package */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Already an active or pending subscription to that package */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SubscriptionsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSubscriptionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such subscription of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The subscription is not active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SubscriptionsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Canceled; access is kept until endDate (the renewal date) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such subscription of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The subscription is not active */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SubscriptionsController_change: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePackageDto'];
      };
    };
    responses: {
      /** @description The subscription, the invoice for an upgrade difference (null otherwise) and when the change takes effect */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangePackageResponseDto'];
        };
      };
      /** @description No package chosen */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such subscription of this business, or no such package */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The subscription is not active, is on that package already, or the package is an add-on */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SubscriptionsController_changePreview: {
    parameters: {
      query: {
        /** @description Id of the catalogue package to move to */
        serviceId: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the change would cost and when it would take effect */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangePreviewResponseDto'];
        };
      };
      /** @description No package chosen */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such subscription of this business, or no such package */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The subscription is not active, is on that package already, or the package is an add-on */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SubscriptionsController_resume: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancel undone: active again, renewing on the same date */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No such subscription of this business */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not canceled, or its access has already ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountDto'];
      };
    };
    responses: {
      /** @description Account, files and personal data deleted; signed out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessageDto'];
        };
      };
      /** @description Password missing or wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many password confirmations for this account or network */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      /** @description The updated user; isProfileComplete recomputed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description A field is not valid or not one of the company form */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Company fields sent by someone whose role in the current business does not allow changing its profile (or who has none) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_changeEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeEmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Email not valid or password wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Another account uses that email address */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many password confirmations for this account or network */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AccountController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      /** @description Changed; this session gets a new id and the user's other sessions are ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessageDto'];
        };
      };
      /** @description Current password wrong, or the new password breaks the password rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many password confirmations for this account or network */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationPreferencesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferencesDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationPreferencesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateNotificationPreferencesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferencesDto'];
        };
      };
      /** @description A value is not valid, or a client sent staffUploads */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WaitlistController_submit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The home form (with `terms`) or the contact form (with `acceptTerms`) */
    requestBody: {
      content: {
        'application/json': components['schemas']['HomeEnquiryDto'] | components['schemas']['ContactEnquiryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnquiryAcceptedDto'];
        };
      };
      /** @description A field is missing or not valid, or the arithmetic answer is wrong, used or expired; `errors` names each field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many enquiries from this network in the last hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WaitlistController_challenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Two numbers from 1 to 10 to add, and the signed token to send back */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EnquiryChallengeDto'];
        };
      };
    };
  };
  ClientWorkController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientWorkDto'];
        };
      };
      /** @description Nobody is signed in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
