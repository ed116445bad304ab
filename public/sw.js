// A minimal service worker until the app's own (issue 35, h35-pwa: the app shell and offline /today) is merged;
// that one also starts with this line. It only brings in the push handlers (public/sw-push.js).
importScripts("/sw-push.js");
