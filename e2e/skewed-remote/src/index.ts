// The skewed fixture has no page of its own; the host would load it through ./routes (it must not).
document.body.textContent = 'Dukkan e2e skewed remote: a build the host must refuse.';
