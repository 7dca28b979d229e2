from ninja_extra import NinjaExtraAPI

from conduit.api.articles import ArticleController

api = NinjaExtraAPI(title="Conduit")


@api.get("/health-check")
def health_check(request):
    return {"status": "ok"}


api.register_controllers(ArticleController)
