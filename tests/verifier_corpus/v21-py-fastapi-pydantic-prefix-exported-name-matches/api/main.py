from fastapi import FastAPI

import api.models  # noqa: F401
from api.database import Base, engine
from api.endpoints import comments

app = FastAPI()
app.include_router(comments.router)


@app.on_event("startup")
def startup() -> None:
    Base.metadata.create_all(engine)
