import { useNavigate } from "react-router";
import { followInApp, inAppLink } from "~/ui/in-app-links";

/**
 * A part of a page the loader drew as HTML (docs/decisions/065): display only, no state or handlers of its own,
 * so the browser carries none of its code. Its links navigate in the app as `<Link>`s would; without
 * JavaScript they are the plain links they are. `display: contents`: the part lays out as if it stood here.
 */
export function ServerHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: React.MouseEvent) => {
    const link = inAppLink(event);
    if (!link) return;
    event.preventDefault();
    followInApp(navigate, link);
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped rendering, on the server
  return <div className="contents" {...{ onClick }} dangerouslySetInnerHTML={{ __html: html }} />;
}
