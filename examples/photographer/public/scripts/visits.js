// A self-hosted snippet, as an analytics script would be: it runs once per page load.
window.ownerScripts.push('src-2');
