from fastapi import FastAPI

from app.api.routes.articles import router
from app.models import Base
from app.repositories.database import engine

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
