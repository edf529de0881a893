// The few parts of autocannon the benches use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
      onResponse?: (status: number, body: string) => void;
    }
    interface Options {
      url: string;
      headers?: Record<string, string>;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Result {
      non2xx: number;
      errors: number;
      timeouts: number;
      /** Seconds. */
      duration: number;
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
    }
    interface Instance {
      stop(): void;
      on(event: 'done', listener: (result: Result) => void): void;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export default autocannon;
}
