interface ImportMetaEnv {
  readonly DB_FILE?: string;
  readonly JWT_SECRET?: string;
  readonly PORT?: string;
}

interface ImportMeta {
  readonly env?: ImportMetaEnv;
}
