import { useEffect, useState } from 'react';
import { sandboxInboxUrl } from './demo-config.js';

type Health = 'checking' | 'ok' | 'unreachable';

/** Shows whether the local stack answers its health endpoint. */
export function SandboxStatus({ rpcUrl }: { rpcUrl: string }) {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${rpcUrl}/health`, { signal: controller.signal })
      .then(async (response) =>
        setHealth(response.ok && (await response.text()) === 'ok' ? 'ok' : 'unreachable'),
      )
      .catch(() => {
        if (!controller.signal.aborted) setHealth('unreachable');
      });
    return () => controller.abort();
  }, [rpcUrl]);
  return (
    <p>
      <span className="demo-health" data-state={health}>
        <span className="demo-dot" aria-hidden="true" />
        Sandbox <code>{rpcUrl}</code>: <output data-testid="sandbox-health">{health}</output>
      </span>
      <span className="demo-sep" aria-hidden="true">
        ·
      </span>
      <a href={sandboxInboxUrl} target="_blank" rel="noreferrer">
        Sandbox inbox
      </a>
      <span>(email codes land there)</span>
    </p>
  );
}
