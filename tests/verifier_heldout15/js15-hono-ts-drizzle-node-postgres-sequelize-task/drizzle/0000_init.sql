CREATE TABLE IF NOT EXISTS "users" ("id" serial PRIMARY KEY, "username" text NOT NULL UNIQUE, "email" text NOT NULL UNIQUE, "password" text NOT NULL, "bio" text, "image" text);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "articles" ("id" serial PRIMARY KEY, "slug" text NOT NULL UNIQUE, "title" text NOT NULL, "description" text NOT NULL, "body" text NOT NULL, "author_id" integer NOT NULL REFERENCES "users"("id"), "created_at" timestamp DEFAULT now() NOT NULL, "updated_at" timestamp DEFAULT now() NOT NULL);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "follows" ("follower_id" integer NOT NULL REFERENCES "users"("id"), "following_id" integer NOT NULL REFERENCES "users"("id"), PRIMARY KEY ("follower_id", "following_id"));
