/** The locations remote's catalogue in English: spec texts word for word. Arabic: ar.ts, same keys. */
export const locationsEn = {
  // spec §2 /locations
  title: 'Locations Management',
  subtitle: 'Manage governorates, areas and blocks in a hierarchy',
  treeLabel: 'Locations',
  loading: 'Loading locations...',
  empty: {
    title: 'No locations found',
    hint: 'Get started by adding your first governorate',
  },
  // decisions/search.md: the filter box over the tree
  finder: {
    label: 'Find a location',
    placeholder: 'Governorate, area or block name',
    searching: 'Searching...',
    results: 'Matching locations',
    none: 'No locations match this name',
  },
  loadingChildren: {
    area: 'Loading areas...',
    block: 'Loading blocks...',
  },
  noChildren: {
    area: 'No areas yet',
    block: 'No blocks yet',
  },
  type: {
    governorate: 'Governorate',
    area: 'Area',
    block: 'Block',
  },
  add: {
    governorate: 'Add Governorate',
    area: 'Add Area',
    block: 'Add Block',
  },
  edit: {
    governorate: 'Edit Governorate',
    area: 'Edit Area',
    block: 'Edit Block',
  },
  delete: {
    governorate: 'Delete Governorate',
    area: 'Delete Area',
    block: 'Delete Block',
  },
  // spec §2: the delete confirmation, with the matching type
  deleteMessage: {
    governorate: 'Are you sure you want to delete this governorate? This action cannot be undone.',
    area: 'Are you sure you want to delete this area? This action cannot be undone.',
    block: 'Are you sure you want to delete this block? This action cannot be undone.',
  },
  // Accessible names of a node's buttons: 'Edit' alone would not say which node.
  editNamed: 'Edit {{name}}',
  deleteNamed: 'Delete {{name}}',
  form: {
    name: 'Name',
    nameAr: 'Arabic Name',
    governorate: 'Governorate',
    area: 'Area',
    chooseGovernorate: 'Select a governorate',
    chooseArea: 'Select an area',
    add: 'Add',
    save: 'Save',
  },
  // spec §8 Success toasts
  added: {
    governorate: 'Governorate added successfully',
    area: 'Area added successfully',
    block: 'Block added successfully',
  },
  updated: {
    governorate: 'Governorate updated successfully',
    area: 'Area updated successfully',
    block: 'Block updated successfully',
  },
  deleted: {
    governorate: 'Governorate deleted successfully',
    area: 'Area deleted successfully',
    block: 'Block deleted successfully',
  },
  // spec §8 Mutation failures: 'Failed …' when the server refused without a message, 'Error …' when no answer came
  failed: {
    add: {
      governorate: 'Failed to add governorate',
      area: 'Failed to add area',
      block: 'Failed to add block',
    },
    update: {
      governorate: 'Failed to update governorate',
      area: 'Failed to update area',
      block: 'Failed to update block',
    },
    delete: {
      governorate: 'Failed to delete governorate',
      area: 'Failed to delete area',
      block: 'Failed to delete block',
    },
  },
  error: {
    add: {
      governorate: 'Error adding governorate',
      area: 'Error adding area',
      block: 'Error adding block',
    },
    update: {
      governorate: 'Error updating governorate',
      area: 'Error updating area',
      block: 'Error updating block',
    },
    delete: {
      governorate: 'Error deleting governorate',
      area: 'Error deleting area',
      block: 'Error deleting block',
    },
  },
  // spec §8 List and load failures
  fetchFailed: {
    governorate: 'Failed to fetch governorates',
    area: 'Failed to fetch areas',
    block: 'Failed to fetch blocks',
  },
  loadError: {
    governorate: 'Error loading governorates',
    area: 'Error loading areas',
    block: 'Error loading blocks',
  },
} as const;
