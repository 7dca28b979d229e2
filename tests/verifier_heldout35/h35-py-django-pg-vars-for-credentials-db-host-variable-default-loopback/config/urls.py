from django.urls import path

from conduit import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/profiles/<str:username>", views.profile),
]
