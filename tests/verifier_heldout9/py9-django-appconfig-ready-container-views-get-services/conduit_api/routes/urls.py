from django.urls import path

from conduit_api.routes import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/tags", views.tags),
    path("api/profiles/<str:username>", views.profile),
]
