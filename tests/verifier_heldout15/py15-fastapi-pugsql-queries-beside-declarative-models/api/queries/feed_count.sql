-- :name feed_count :scalar
SELECT COUNT(*) FROM articles a JOIN follows fo ON fo.followed_id = a.author_id WHERE fo.follower_id = :user_id
