INSERT INTO tags (name) VALUES ('welcome'), ('introduction'), ('conduit')
ON CONFLICT (name) DO NOTHING;
