"""The Docker backend: the backend itself, its phases (containers on an internal network), the
per-phase Postgres, the engine client, the images it builds, the labels it reaps by, and the
dependency installs it runs in short-lived setup containers."""
