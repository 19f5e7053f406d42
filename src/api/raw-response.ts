/** An HTTP answer as received, before its body is parsed. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
