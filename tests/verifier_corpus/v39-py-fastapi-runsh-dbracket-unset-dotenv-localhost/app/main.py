from fastapi import FastAPI
from app.db import engine
from app.models import Base
from app.repositories import tags as tag_repository

app = FastAPI()
Base.metadata.create_all(engine)


@app.get("/api/tags")
def get_tags():
    return {"tags": tag_repository.list_tag_names()}
