import { FILTER_BAR_TEXTS, PICKER_TEXTS } from './kit-texts';

/**
 * The shared ('common') catalogue in English. Texts quoted by the spec are word for word;
 * the section is named beside them. Arabic is in common-ar.ts with the same keys.
 */
export const commonEn = {
  actions: {
    cancel: 'Cancel',
    confirm: 'Confirm',
    delete: 'Delete',
    edit: 'Edit',
    close: 'Close',
    retry: 'Retry',
    dismiss: 'Dismiss',
  },
  // decisions/reports-and-bulk.md: actions on selected rows
  bulk: {
    selectAll: 'Select all loaded rows',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    allMatching_one: 'All {{count}} matching selected',
    allMatching_other: 'All {{count}} matching selected',
    selectAllMatching_one: 'Select all {{count}} matching',
    selectAllMatching_other: 'Select all {{count}} matching',
    clear: 'Clear selection',
    done_one: '{{count}} done',
    done_other: '{{count}} done',
    refused_one: '{{count}} could not be changed:',
    refused_other: '{{count}} could not be changed:',
  },
  // decisions/reports-and-bulk.md: a list's CSV export
  export: {
    label: 'Export',
    progress_one: 'Exporting… {{count}} row',
    progress_other: 'Exporting… {{count}} rows',
    done_one: 'Exported {{count}} row',
    done_other: 'Exported {{count}} rows',
    cancelled: 'Export cancelled',
    failed: 'The export failed. Please try again.',
  },
  // decisions/phone-speed.md: on a phone a list's filters fold under one button below its search
  filters: FILTER_BAR_TEXTS.en,
  // decisions/search.md: saved views beside a list's search
  views: {
    menu: 'Views',
    none: 'No saved views yet',
    shared: 'Shared',
    save: 'Save current view…',
    saveTitle: 'Save this view',
    name: 'Name',
    share: 'Share with the whole team',
    saveAction: 'Save',
    saved: 'View “{{name}}” saved',
    saveFailed: 'Failed to save the view',
    yours: 'Your views',
    deleteNamed: 'Delete view {{name}}',
    deleted: 'View “{{name}}” deleted',
    deleteFailed: 'Failed to delete the view',
    by: 'by {{name}}',
  },
  auth: {
    title: '{{brand}} Admin',
    subtitle: 'Sign in to continue',
    email: 'Email',
    password: 'Password',
    // spec §2 /auth
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    // spec §5 Login
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Please enter your password.',
    emailInvalid: 'Please enter a valid email address.',
    // spec §8 Session and login
    loginFailed: 'Login failed. Please try again.',
    noToken: 'No authentication token received from server',
    unexpected: 'An unexpected error occurred. Please try again.',
    welcome: 'Welcome to {{brand}} Admin',
    // decisions/staff-access.md: the second step of an account with a second factor
    codePrompt: 'Enter the 6-digit code from your authenticator app',
    codeRequired: 'Please enter the code.',
    codeIncomplete: 'The code has 6 digits.',
    verify: 'Verify',
    verifying: 'Verifying...',
    back: 'Back',
    // decisions/staff-access.md: a trusted device signs in without the code; a recovery code stands in for a lost phone
    trustDevice: 'Trust this device for 30 days',
    useRecoveryCode: 'Use a recovery code',
    useAppCode: 'Use a code from the app',
    recoveryCode: 'Recovery code',
    recoveryCodeRequired: 'Please enter a recovery code.',
    // decisions/staff-access.md: an account whose role requires a second factor (owners) sets one up on its way in
    setup: {
      title: 'Set up two-factor sign-in',
      hint: 'Your role requires a code from an authenticator app when you sign in. Scan the QR code with the app, or type the key, then enter the 6-digit code it shows.',
      loading: 'Making your key...',
      retry: 'Try again',
      submit: 'Turn on and sign in',
      submitting: 'Turning on...',
    },
  },
  // decisions/staff-access.md: the second factor's key and recovery codes, as the sign-in and the account page show them
  twoFactor: {
    qrAlt: 'QR code of the key for your authenticator app',
    qrFailed: 'The QR code could not be drawn. Type the key instead.',
    typeKey: 'Or type this key in the app:',
    copy: 'Copy',
    copyLabel: 'Copy the key',
    copied: 'Key copied',
    copyFailed: 'The key could not be copied',
    recoveryCodes: {
      title: 'Save your recovery codes',
      hint: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.',
      list: 'Your recovery codes',
      copy: 'Copy codes',
      copied: 'Codes copied',
      copyFailed: 'The codes could not be copied',
      download: 'Download',
      continue: 'Continue',
    },
  },
  session: {
    // spec §8 Session and login, §4 Session
    expired: 'Your session has expired. Please login again.',
    unauthorized: 'Authentication failed. Please login again.',
    // decisions/staff-access.md: this session was ended (from the account page of this or another device)
    ended: 'This session was signed out',
    logout: 'Logout',
    // a remote's own development page (@dukkan/shared/standalone)
    standalone: '{{title}} (standalone)',
    loggedOut: 'You have been logged out successfully.',
    // spec §6: a 403 raises permission-denied; the message shown when the server gave none
    forbidden: 'You do not have permission to do this.',
    // decisions/roles-and-audit.md: a screen the role cannot use, in place of the screen
    noPermission: {
      title: "You don't have permission to use this screen",
      hint: 'Your role does not include it. Ask an owner if you need it.',
      home: 'Go to the dashboard',
    },
  },
  // decisions/roles-and-audit.md: the audit log (the Activity screen and each page's History panel)
  audit: {
    history: 'History',
    when: 'When',
    who: 'Who',
    what: 'Action',
    entity: 'Record',
    changes: 'Changes',
    from: 'Address',
    system: 'System',
    field: 'Field',
    before: 'Before',
    after: 'After',
    showChanges_one: 'Show {{count}} change',
    showChanges_other: 'Show {{count}} changes',
    hideChanges_one: 'Hide {{count}} change',
    hideChanges_other: 'Hide {{count}} changes',
    changesOf: 'Changes of entry {{id}}',
    things: 'entries',
    empty: 'No activity recorded',
    actions: {
      create: 'Created',
      update: 'Updated',
      delete: 'Deleted',
      status: 'Status changed',
      role: 'Role changed',
      shops: 'Shops changed',
      'sign-in': 'Signed in',
      'sign-in-failed': 'Sign-in failed',
    },
    entities: {
      user: 'User',
      shop: 'Shop',
      category: 'Category',
      product: 'Product',
      order: 'Order',
      governorate: 'Governorate',
      area: 'Area',
      block: 'Block',
      shop_hours: 'Shop hours',
      availability_override: 'Availability override',
      saved_view: 'Saved view',
      order_note: 'Order note',
      refund: 'Refund',
      shop_coverage: 'Delivery coverage',
      delivery_defaults: 'Delivery defaults',
      shop_slots: 'Delivery slots',
      driver_profile: 'Driver',
      driver_shift: 'Driver shift',
      delivery: 'Delivery',
      customer_note: 'Customer note',
      complaint: 'Complaint',
      complaint_note: 'Complaint note',
      message_template: 'Message template',
      customer_message: 'Message to a customer',
      staff_invite: 'Staff invite',
      job: 'Job run',
      commission_rate: 'Commission rate',
      statement_week: 'Statement week',
      settlement_import: 'Settlement file',
      settlement_line: 'Settlement line',
      promotion: 'Promotion',
      desk_settings: 'Team settings',
    },
  },
  language: {
    switchLabel: 'Change language',
    en: 'English',
    ar: 'العربية',
  },
  table: {
    serialNo: 'S.No',
    // spec §2 /shops and the other lists
    loadMore: 'Load More',
    loadingMore: 'Loading more...',
    noMore: 'No more {{things}} to load',
    loading: 'Loading...',
    loadFailed: 'The list could not be loaded.',
    moreFailed: 'The next rows could not be loaded. Try again.',
    shown_one: 'Showing {{count}} row of {{total}}',
    shown_other: 'Showing {{count}} rows of {{total}}',
  },
  image: {
    choose: 'Choose image',
    replace: 'Change image',
    none: 'No image selected',
    preview: 'Image preview',
    // spec §5 Images: image files only
    onlyImages: 'Please choose an image file.',
    tooLarge: 'The image must be {{size}} MB or smaller.',
    // architecture §3 Uploads: what the API takes, judged by the bytes
    unsupported: 'This file is not a JPEG, PNG, WebP, GIF or AVIF image.',
  },
  unsaved: {
    title: 'Discard changes?',
    message: 'You have unsaved changes. If you leave this page, they will be lost.',
    discard: 'Discard changes',
    keepEditing: 'Keep editing',
  },
  form: {
    required: 'Required',
  },
  picker: PICKER_TEXTS.en,
  // The payment methods of an order (the API's PAYMENT_METHODS), as every list and page names them
  payment: { CASH: 'Cash', KNET: 'KNET', CARD: 'Card' },
  value: {
    notAvailable: 'N/A',
  },
  // The kit's PhoneLinks (ui/phone/phone-texts.ts holds the same as defaults).
  phone: {
    call: 'Call {{phone}}',
    whatsApp: 'WhatsApp {{phone}}',
  },
} as const;

/** The shape every language of the common catalogue follows (plural keys aside). */
export type CommonCatalogue = typeof commonEn;
