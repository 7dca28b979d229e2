from fastapi import FastAPI

from app.database import engine
from app.models.article import Base
from app.routes.articles import router

app = FastAPI()
app.include_router(router)


@app.on_event("startup")
def init_schema() -> None:
    Base.metadata.create_all(bind=engine)
