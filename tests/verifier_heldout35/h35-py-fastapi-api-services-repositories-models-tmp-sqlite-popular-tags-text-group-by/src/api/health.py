from fastapi import APIRouter

router = APIRouter()


@router.get("/health-check")
def health():
    return {"status": "ok"}
