// The spec stores the access token under the local-storage key "token"; existing clients read it there.
const KEY = 'token';

export const getToken = () => localStorage.getItem(KEY);
export const setToken = (token: string) => localStorage.setItem(KEY, token);
export const clearToken = () => localStorage.removeItem(KEY);
