/** How long ICE gathering may take before the candidates found so far are used. */
export const ICE_GATHER_TIMEOUT_MS = 3000;

/** Only STUN URLs: a TURN URL needs credentials, and an invalid URL makes RTCPeerConnection throw. */
export const isStunUrl = (url: string) => url.length <= 256 && /^stuns?:[^\s]+$/i.test(url);

/** The STUN URLs to ask and to report (the API accepts at most 16, each up to 256 characters). */
export const usableStunUrls = (urls: readonly string[]): string[] => urls.filter(isStunUrl).slice(0, 16);

/**
 * The ICE candidate lines the browser gathers against `stunServers` (§4.9 type-1 check): a data
 * channel and a local offer start gathering; it ends when gathering completes, after `timeoutMs`,
 * or on `signal`, and the connection is closed in every case. Never rejects: without WebRTC, or on
 * any error, it resolves with what it has (possibly nothing).
 */
export function gatherIceCandidates(
  stunServers: readonly string[],
  timeoutMs = ICE_GATHER_TIMEOUT_MS,
  signal?: AbortSignal,
): Promise<string[]> {
  const urls = usableStunUrls(stunServers);
  if (urls.length === 0 || typeof RTCPeerConnection === 'undefined' || signal?.aborted) return Promise.resolve([]);
  let connection: RTCPeerConnection;
  try {
    connection = new RTCPeerConnection({ iceServers: [{ urls }] });
  } catch {
    return Promise.resolve([]);
  }
  const lines: string[] = [];
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', finish);
      connection.onicecandidate = null;
      connection.onicegatheringstatechange = null;
      try {
        connection.close();
      } catch {
        // Already closed.
      }
      resolve(lines);
    };
    const timer = setTimeout(finish, timeoutMs);
    signal?.addEventListener('abort', finish);
    connection.onicecandidate = (event) => {
      // A null candidate marks the end of gathering.
      if (event.candidate === null) finish();
      else if (event.candidate.candidate !== '') lines.push(event.candidate.candidate);
    };
    connection.onicegatheringstatechange = () => {
      if (connection.iceGatheringState === 'complete') finish();
    };
    try {
      connection.createDataChannel('gate');
      connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(finish);
    } catch {
      finish();
    }
  });
}
