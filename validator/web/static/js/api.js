// The JSON API of this server; every failure becomes an Error whose message is a sentence.

export class ApiError extends Error {}

function sentence(text) {
  const s = String(text).trim();
  if (!s) return "Something went wrong.";
  const first = s[0].toUpperCase() + s.slice(1);
  return /[.!?)]$/.test(first) ? first : `${first}.`;
}

/** A sentence for an error answer: the detail of a 4xx, the fields of a 422. */
export function describeError(status, body) {
  const detail = body && body.detail;
  if (Array.isArray(detail)) {
    const parts = detail.map((d) => {
      const where = (d.loc || []).filter((p) => p !== "body").join(".");
      return where ? `${where}: ${d.msg}` : d.msg;
    });
    return sentence(`The request was not accepted: ${parts.join("; ")}`);
  }
  if (detail) return sentence(detail);
  if (status === 413) return "The deck is too large to send.";
  if (status >= 500) return "The server failed to answer; try again.";
  return sentence(`The server answered ${status}`);
}

async function request(path, options) {
  let response;
  try {
    response = await fetch(path, options);
  } catch {
    throw new ApiError("The server could not be reached. Is `rushdeck serve` still running?");
  }
  if (!response.ok) {
    let body = null;
    try { body = await response.json(); } catch { /* not JSON */ }
    throw new ApiError(describeError(response.status, body));
  }
  return response;
}

const jsonBody = (body) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export async function get(path, params = {}) {
  const query = new URLSearchParams(
    Object.entries(params).filter(([, v]) => v !== "" && v !== null && v !== undefined));
  const url = query.toString() ? `${path}?${query}` : path;
  return (await request(url, { headers: { accept: "application/json" } })).json();
}

export async function post(path, body) {
  return (await request(path, jsonBody(body))).json();
}

/** POST a body that is already JSON text (kept as written: a game log's 64-bit seed would
 * lose digits as a JavaScript number). */
export async function postText(path, text) {
  const options = { method: "POST", headers: { "content-type": "application/json" }, body: text };
  return (await request(path, options)).json();
}

/** POST, then call onLine with each line of a newline-delimited JSON answer. */
export async function postStream(path, body, onLine) {
  const response = await request(path, jsonBody(body));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value || new Uint8Array(), { stream: !done });
    let end;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line) onLine(JSON.parse(line));
    }
    if (done) break;
  }
}
