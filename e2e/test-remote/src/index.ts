// The probe has no page of its own; it exists to be loaded by the host through ./routes.
document.body.textContent = 'Dukkan e2e probe remote: load it through the host.';
