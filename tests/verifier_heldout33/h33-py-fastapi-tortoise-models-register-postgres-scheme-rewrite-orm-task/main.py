import os

from fastapi import FastAPI
from tortoise.contrib.fastapi import register_tortoise

from routes import router

app = FastAPI()
app.include_router(router, prefix="/api")

# Tortoise spells the scheme "postgres://"
DB_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgres://", 1)

register_tortoise(
    app,
    db_url=DB_URL,
    modules={"models": ["models"]},
    generate_schemas=True,
    add_exception_handlers=True,
)
