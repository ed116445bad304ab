import { useEffect, useState } from "react";

/** A hidden `timeZone` field filled with the browser's IANA zone once JavaScript runs (empty without it). */
export function TimeZoneInput() {
  const [zone, setZone] = useState("");
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
  }, []);
  return <input type="hidden" name="timeZone" value={zone} />;
}
