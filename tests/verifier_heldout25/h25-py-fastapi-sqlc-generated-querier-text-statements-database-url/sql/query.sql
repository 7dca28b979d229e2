-- name: CreateUser :one
INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3)
RETURNING id, username, email, password_hash, bio, image;

-- name: GetUserByID :one
SELECT id, username, email, password_hash, bio, image FROM users WHERE id = $1;

-- name: GetUserByEmail :one
SELECT id, username, email, password_hash, bio, image FROM users WHERE email = $1;

-- name: GetUserByUsername :one
SELECT id, username, email, password_hash, bio, image FROM users WHERE username = $1;

-- name: IsFollowing :one
SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2);

-- name: Follow :exec
INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING;

-- name: ListTagNames :many
SELECT name FROM tags ORDER BY name;
