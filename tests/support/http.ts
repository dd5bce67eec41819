/** A small HTTP client for tests: JSON in and out, bearer token and cookies as given. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Raw body, sent as is (for malformed-JSON and content-type tests). */
  raw?: string;
}

export class ApiClient {
  private readonly readBaseUrl: () => string;

  /** `baseUrl` may be a function, read at each request (for a server that starts later). */
  constructor(baseUrl: string | (() => string)) {
    this.readBaseUrl = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  }

  get baseUrl(): string {
    return this.readBaseUrl();
  }

  async request<T = any>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body ?? {}, options);
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body ?? {}, options);
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }
}
