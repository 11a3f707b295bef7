"""The API's endpoints, one module per resource."""
