import { useEffect, useState } from "react";

/** A hidden `timeZone` field filled with the browser's IANA zone once JavaScript runs (empty without it). */
export function TimeZoneInput() {
  const [zone, setZone] = useState("");
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
  }, []);
  return <input type="hidden" name="timeZone" value={zone} />;
}

/**
 * The inline script that fills the field before it on a page that is not hydrated. Its exact text is in
 * the page's handle (`inlineScripts`), so the page's CSP allows it by hash (app/ui/page-handle.ts).
 */
export const TIME_ZONE_SCRIPT =
  '(function(s){try{s.previousElementSibling.value=Intl.DateTimeFormat().resolvedOptions().timeZone||""}catch(e){}})(document.currentScript)';

/** `TimeZoneInput` for an unhydrated page: the field and the one-line script that fills it. */
export function StaticTimeZoneInput() {
  return (
    <>
      <input type="hidden" name="timeZone" defaultValue="" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash */}
      <script dangerouslySetInnerHTML={{ __html: TIME_ZONE_SCRIPT }} />
    </>
  );
}
