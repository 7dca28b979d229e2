from apiflask import APIBlueprint

bp = APIBlueprint("health", __name__)


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
