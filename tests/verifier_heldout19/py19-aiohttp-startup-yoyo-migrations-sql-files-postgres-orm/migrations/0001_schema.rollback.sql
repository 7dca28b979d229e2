DROP TABLE articles;
DROP TABLE users;
