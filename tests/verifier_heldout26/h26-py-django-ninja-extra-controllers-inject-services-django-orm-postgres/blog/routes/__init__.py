from ninja_extra import NinjaExtraAPI

from blog.routes.profiles import ProfileController

api = NinjaExtraAPI(title="Conduit")


@api.get("/health-check")
def health_check(request):
    return {"status": "ok"}


api.register_controllers(ProfileController)
