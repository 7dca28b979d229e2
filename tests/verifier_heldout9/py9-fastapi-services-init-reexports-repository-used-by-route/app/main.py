from fastapi import FastAPI

from app.models import Base
from app.repositories import engine
from app.routes.articles import router

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(router)


@app.get("/api/health-check")
def health():
    return {"ok": True}
