from fastapi import FastAPI

from app.database import Base, engine, ping
from app.routes import router

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(router, prefix="/api")


@app.get("/health")
def health() -> dict:
    return {"ok": ping()}
