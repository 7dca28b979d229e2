from fastapi import FastAPI

from app.database import Base, engine
from app.routes import users

app = FastAPI()
app.include_router(users.router, prefix="/api")
Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
