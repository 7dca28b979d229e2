import os
for line in open(".env"):
    key, _, value = line.strip().partition("=")
    if key:
        os.environ[key] = value
DATABASE_URL = os.environ["DATABASE_URL"]
