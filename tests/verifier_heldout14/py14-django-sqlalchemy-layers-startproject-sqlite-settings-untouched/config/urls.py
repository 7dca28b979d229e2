from django.urls import include, path

urlpatterns = [path("api/", include("conduit_api.routes.urls"))]
