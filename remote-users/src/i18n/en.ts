/** The users remote's catalogue in English: spec texts word for word (section named). Arabic: ar.ts, same keys. */
export const usersEn = {
  title: 'Users',
  list: {
    // spec §2 /users
    title: 'User Management',
    addUser: 'Add User',
    tableLabel: 'Users',
    columns: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      role: 'Role',
      actions: 'Actions',
    },
    empty: 'No users found',
    emptyHint: 'Create your first user to get started',
    loading: 'Loading users...',
    // spec §8 List and load failures
    fetchFailed: 'Failed to fetch users data',
    loadError: 'Error loading users data',
    summary_one: 'Showing {{from}}–{{to}} of {{count}} user',
    summary_other: 'Showing {{from}}–{{to}} of {{count}} users',
  },
  // spec §9: role values are not given; decisions/roles-and-audit.md names the staff roles. Others show as sent.
  roles: {
    admin: 'Admin',
    customer: 'Customer',
    staff: 'Staff',
    owner: 'Owner',
    operations: 'Operations',
    catalogue: 'Catalogue',
    shop_staff: 'Shop staff',
    driver: 'Driver',
  },
  // decisions/roles-and-audit.md: the role and shops of Add User and the edit page
  roleField: {
    role: 'Role',
    choose: 'Choose a role',
    shops: 'Shops',
    shopsHint: 'Shop staff see and handle only these shops.',
    shopsPlaceholder: 'Type part of a shop name',
    shopsRequired: 'Select at least one shop',
  },
  edit: {
    title: 'Edit User',
    rowAction: 'Edit {{name}}',
    submit: 'Save Changes',
    submitting: 'Saving...',
    success: 'User updated successfully',
    failed: 'Failed to update user',
    notFound: 'User not found',
  },
  activity: {
    title: 'Activity',
    subtitle: 'Who changed what, newest first.',
    filters: 'Filter activity',
    actor: 'Who',
    anyone: 'Anyone',
    entity: 'Record',
    anything: 'Any record',
    action: 'Action',
    anyAction: 'Any action',
    from: 'From',
    to: 'To',
    signIns: 'Show sign-ins',
  },
  // decisions/search.md: search and role above the list
  filters: {
    label: 'Find users',
    search: 'Search',
    searchPlaceholder: 'Name, email or phone',
    role: 'Role',
    anyRole: 'Any role',
    clear: 'Clear filters',
    noMatch: 'No users match these filters',
  },
  pager: {
    label: 'Pages of users',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  delete: {
    title: 'Delete User',
    // spec §2 /users
    message:
      'Are you sure you want to delete this user? All data related to this user will be permanently removed. This action cannot be undone.',
    rowAction: 'Delete {{name}}',
    // spec §8
    success: 'User "{{name}}" deleted successfully',
    failed: 'Failed to delete user',
  },
  add: {
    // spec §2 /users/add
    title: 'Add New User',
    subtitle: 'The new user signs in to this panel with this email and password.',
    name: 'Full Name',
    email: 'Email',
    password: 'Password',
    // spec §2: "a hint says the default is {secret}"
    passwordHint: 'The default password is <secret>{{password}}</secret>',
    copy: 'Copy',
    copyLabel: 'Copy the default password',
    copied: 'Password copied',
    copyFailed: 'The password could not be copied',
    submit: 'Register User',
    submitting: 'Registering...',
    // spec §5 Add user
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    // spec §8
    success: 'User registered successfully',
    failed: 'Failed to register user',
  },
} as const;
