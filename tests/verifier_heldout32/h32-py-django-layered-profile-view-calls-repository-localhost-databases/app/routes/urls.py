from django.urls import path

from app.routes import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/profiles/<str:username>", views.get_profile),
]
