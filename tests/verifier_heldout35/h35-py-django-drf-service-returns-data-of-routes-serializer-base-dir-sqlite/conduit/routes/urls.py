from django.urls import path

from conduit.routes import views

urlpatterns = [
    path("health-check", views.health),
    path("articles", views.articles),
    path("articles/<slug:slug>", views.article),
]
