from django.urls import path

from conduit.api.router import api

urlpatterns = [
    path("api/", api.urls),
]
