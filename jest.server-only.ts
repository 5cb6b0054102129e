// 'server-only' throws outside React Server Components; unit tests import server modules directly.
export {};
